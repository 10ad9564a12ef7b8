// Approximate centres of the postcode areas of Germany and Austria (store locator distances).
// Germany: the 2-digit "Leitregionen" (01 … 99, a few numbers are unused), each placed at its main
// town; Austria: the 2-digit areas of the 4-digit postcodes. The 1-digit zones are the fallback
// for a 2-digit area that is not listed. Accurate to a few tens of kilometres: the UI says so.

import type { PostcodeArea } from '../../shared/service/types.ts';

type Row = [prefix: string, name: string, lat: number, lon: number];

const GERMANY: Row[] = [
  ['0', 'Region Sachsen', 51.0, 13.0], ['1', 'Region Berlin-Brandenburg', 52.7, 13.4], ['2', 'Region Norddeutschland', 53.6, 9.8], ['3', 'Region Niedersachsen', 52.0, 9.8],
  ['4', 'Region Ruhrgebiet', 51.6, 7.3], ['5', 'Region Rheinland', 50.5, 7.3], ['6', 'Region Rhein-Main', 49.9, 8.2], ['7', 'Region Baden-Württemberg', 48.6, 8.9],
  ['8', 'Region Südbayern', 48.1, 11.5], ['9', 'Region Franken', 49.8, 11.0],
  ['01', 'Dresden', 51.05, 13.74], ['02', 'Bautzen', 51.18, 14.42], ['03', 'Cottbus', 51.76, 14.33], ['04', 'Leipzig', 51.34, 12.37],
  ['06', 'Halle (Saale)', 51.48, 11.97], ['07', 'Gera', 50.88, 12.08], ['08', 'Zwickau', 50.72, 12.49], ['09', 'Chemnitz', 50.83, 12.92],
  ['10', 'Berlin', 52.52, 13.4], ['12', 'Berlin-Neukölln', 52.45, 13.45], ['13', 'Berlin-Spandau', 52.57, 13.25],
  ['14', 'Potsdam', 52.39, 13.06], ['15', 'Frankfurt (Oder)', 52.34, 14.55], ['16', 'Eberswalde', 52.83, 13.82],
  ['17', 'Neubrandenburg', 53.56, 13.26], ['18', 'Rostock', 54.09, 12.13], ['19', 'Schwerin', 53.63, 11.41],
  ['20', 'Hamburg', 53.55, 10.0], ['21', 'Lüneburg', 53.4, 10.1], ['22', 'Hamburg-Nord', 53.6, 10.05],
  ['23', 'Lübeck', 53.87, 10.69], ['24', 'Kiel', 54.32, 10.13], ['25', 'Husum', 54.2, 9.3], ['26', 'Oldenburg', 53.14, 8.21],
  ['27', 'Bremerhaven', 53.4, 8.8], ['28', 'Bremen', 53.08, 8.8], ['29', 'Celle', 52.62, 10.08], ['30', 'Hannover', 52.37, 9.74],
  ['31', 'Hildesheim', 52.15, 9.95], ['32', 'Herford', 52.12, 8.67], ['33', 'Bielefeld', 52.02, 8.53], ['34', 'Kassel', 51.31, 9.48],
  ['35', 'Gießen', 50.58, 8.68], ['36', 'Fulda', 50.55, 9.68], ['37', 'Göttingen', 51.54, 9.93], ['38', 'Braunschweig', 52.27, 10.52],
  ['39', 'Magdeburg', 52.13, 11.63], ['40', 'Düsseldorf', 51.23, 6.78], ['41', 'Mönchengladbach', 51.19, 6.44],
  ['42', 'Wuppertal', 51.26, 7.15], ['44', 'Dortmund', 51.51, 7.47], ['45', 'Essen', 51.46, 7.01], ['46', 'Oberhausen', 51.6, 6.8],
  ['47', 'Duisburg', 51.43, 6.76], ['48', 'Münster', 51.96, 7.63], ['49', 'Osnabrück', 52.28, 8.05], ['50', 'Köln', 50.94, 6.96],
  ['51', 'Bergisch Gladbach', 50.99, 7.13], ['52', 'Aachen', 50.78, 6.08], ['53', 'Bonn', 50.74, 7.1], ['54', 'Trier', 49.75, 6.64],
  ['55', 'Mainz', 49.99, 8.25], ['56', 'Koblenz', 50.36, 7.59], ['57', 'Siegen', 50.87, 8.02], ['58', 'Hagen', 51.36, 7.47],
  ['59', 'Hamm', 51.68, 7.82], ['60', 'Frankfurt am Main', 50.11, 8.68], ['61', 'Bad Homburg', 50.23, 8.62], ['63', 'Offenbach', 49.98, 9.15],
  ['64', 'Darmstadt', 49.87, 8.65], ['65', 'Wiesbaden', 50.08, 8.24], ['66', 'Saarbrücken', 49.24, 6.99], ['67', 'Kaiserslautern', 49.45, 8.1],
  ['68', 'Mannheim', 49.49, 8.47], ['69', 'Heidelberg', 49.4, 8.69], ['70', 'Stuttgart', 48.78, 9.18], ['71', 'Ludwigsburg', 48.8, 9.1],
  ['72', 'Tübingen', 48.49, 9.1], ['73', 'Göppingen', 48.7, 9.6], ['74', 'Heilbronn', 49.14, 9.22], ['75', 'Pforzheim', 48.89, 8.7],
  ['76', 'Karlsruhe', 49.01, 8.4], ['77', 'Offenburg', 48.47, 7.94], ['78', 'Villingen-Schwenningen', 47.95, 8.6], ['79', 'Freiburg im Breisgau', 47.99, 7.85],
  ['80', 'München', 48.14, 11.58], ['81', 'München-Süd', 48.12, 11.62], ['82', 'Starnberg', 47.95, 11.3], ['83', 'Rosenheim', 47.86, 12.12],
  ['84', 'Landshut', 48.54, 12.15], ['85', 'Ingolstadt', 48.6, 11.6], ['86', 'Augsburg', 48.37, 10.9], ['87', 'Kempten', 47.73, 10.31],
  ['88', 'Ravensburg', 47.78, 9.61], ['89', 'Ulm', 48.4, 9.99], ['90', 'Nürnberg', 49.45, 11.08], ['91', 'Erlangen', 49.45, 10.8],
  ['92', 'Amberg', 49.45, 12.0], ['93', 'Regensburg', 49.01, 12.1], ['94', 'Passau', 48.57, 13.43], ['95', 'Bayreuth', 50.08, 11.75],
  ['96', 'Bamberg', 50.0, 10.9], ['97', 'Würzburg', 49.79, 9.95], ['98', 'Suhl', 50.61, 10.69], ['99', 'Erfurt', 50.98, 11.03],
];

const AUSTRIA: Row[] = [
  ['1', 'Region Wien', 48.21, 16.37], ['2', 'Region Niederösterreich Ost', 48.0, 16.3], ['3', 'Region Niederösterreich West', 48.2, 15.4],
  ['4', 'Region Oberösterreich', 48.2, 14.0], ['5', 'Region Salzburg', 47.6, 13.1], ['6', 'Region Tirol und Vorarlberg', 47.25, 11.0], ['7', 'Region Burgenland', 47.6, 16.45],
  ['8', 'Region Steiermark', 47.2, 15.2], ['9', 'Region Kärnten', 46.7, 14.0],
  ['10', 'Wien', 48.21, 16.37], ['11', 'Wien-Simmering', 48.17, 16.42], ['12', 'Wien-Floridsdorf', 48.26, 16.4],
  ['20', 'Stockerau', 48.38, 16.21], ['21', 'Mistelbach', 48.57, 16.57], ['22', 'Gänserndorf', 48.34, 16.72], ['23', 'Mödling', 48.09, 16.29],
  ['24', 'Bruck an der Leitha', 48.03, 16.78], ['25', 'Baden', 48.01, 16.23], ['26', 'Neunkirchen', 47.72, 16.08],
  ['27', 'Wiener Neustadt', 47.81, 16.24], ['28', 'Kirchschlag', 47.5, 16.29], ['30', 'Purkersdorf', 48.21, 16.18],
  ['31', 'St. Pölten', 48.2, 15.62], ['32', 'Melk', 48.23, 15.33], ['33', 'Amstetten', 48.12, 14.87], ['34', 'Tulln', 48.33, 16.06],
  ['35', 'Krems an der Donau', 48.41, 15.6], ['36', 'Ybbs an der Donau', 48.17, 15.08], ['37', 'Horn', 48.66, 15.66],
  ['38', 'Gmünd', 48.77, 14.98], ['39', 'Zwettl', 48.61, 15.17], ['40', 'Linz', 48.31, 14.29], ['41', 'Rohrbach', 48.57, 13.99],
  ['42', 'Freistadt', 48.51, 14.5], ['43', 'Perg', 48.25, 14.63], ['44', 'Steyr', 48.04, 14.42], ['45', 'Kirchdorf an der Krems', 47.9, 14.12],
  ['46', 'Wels', 48.16, 14.03], ['47', 'Grieskirchen', 48.24, 13.83], ['48', 'Vöcklabruck', 48.0, 13.65], ['49', 'Ried im Innkreis', 48.21, 13.49],
  ['50', 'Salzburg', 47.8, 13.04], ['51', 'Oberndorf bei Salzburg', 47.94, 12.94], ['52', 'Braunau am Inn', 48.26, 13.04],
  ['53', 'Mondsee', 47.85, 13.35], ['54', 'Hallein', 47.68, 13.1], ['55', 'Bischofshofen', 47.42, 13.22], ['56', 'St. Johann im Pongau', 47.35, 13.2],
  ['57', 'Zell am See', 47.32, 12.8], ['58', 'Tamsweg', 47.13, 13.81], ['60', 'Innsbruck', 47.27, 11.39], ['61', 'Wattens', 47.3, 11.6],
  ['62', 'Schwaz', 47.35, 11.71], ['63', 'Kufstein', 47.58, 12.17], ['64', 'Imst', 47.24, 10.74], ['65', 'Landeck', 47.14, 10.57],
  ['66', 'Reutte', 47.49, 10.72], ['67', 'Bludenz', 47.15, 9.82], ['68', 'Feldkirch', 47.24, 9.6], ['69', 'Bregenz', 47.5, 9.74],
  ['70', 'Eisenstadt', 47.85, 16.52], ['71', 'Neusiedl am See', 47.95, 16.84], ['72', 'Mattersburg', 47.74, 16.4],
  ['73', 'Oberpullendorf', 47.5, 16.5], ['74', 'Oberwart', 47.29, 16.2], ['75', 'Güssing', 47.06, 16.32], ['80', 'Graz', 47.07, 15.44],
  ['81', 'Gratkorn', 47.15, 15.35], ['82', 'Weiz', 47.22, 15.62], ['83', 'Feldbach', 46.95, 15.89], ['84', 'Leibnitz', 46.78, 15.54],
  ['85', 'Deutschlandsberg', 46.82, 15.22], ['86', 'Bruck an der Mur', 47.41, 15.27], ['87', 'Leoben', 47.38, 15.09], ['88', 'Murau', 47.11, 14.17],
  ['89', 'Liezen', 47.57, 14.24], ['90', 'Klagenfurt', 46.62, 14.31], ['91', 'Völkermarkt', 46.66, 14.63], ['92', 'Feldkirchen in Kärnten', 46.72, 14.1],
  ['93', 'St. Veit an der Glan', 46.77, 14.36], ['94', 'Wolfsberg', 46.84, 14.84], ['95', 'Villach', 46.61, 13.85], ['96', 'Hermagor', 46.63, 13.37],
  ['97', 'Spittal an der Drau', 46.8, 13.5], ['98', 'Millstatt', 46.8, 13.58], ['99', 'Lienz', 46.83, 12.77],
];

const toAreas = (country: PostcodeArea['country'], rows: Row[]): PostcodeArea[] =>
  rows.map(([prefix, name, lat, lon]) => ({ country, prefix, name, lat, lon }));

export const POSTCODE_AREAS: readonly PostcodeArea[] = [...toAreas('DE', GERMANY), ...toAreas('AT', AUSTRIA)];
