// The demo blog: guides a fence shop would publish. Technical values (foundation depths, wire
// gauges, quantities) are the common rules of thumb of the trade; the company is fictional.

export interface BlogCategoryText {
  id: number;
  slug: string;
  name: string;
  description: string;
}

export interface BlogPostText {
  id: number;
  slug: string;
  title: string;
  /** Publication date, UTC. */
  date: string;
  categories: string[];
  /** Drawing of the featured image: a product design of seed/images and a finish. */
  image: { design: string; color: 'anthrazit' | 'gruen' | 'verzinkt' | 'braun' | 'natur'; alt: string };
  excerpt: string;
  content: string;
}

export const BLOG_CATEGORIES: BlogCategoryText[] = [
  {
    id: 1,
    slug: 'ratgeber',
    name: 'Ratgeber',
    description: 'Entscheidungshilfen vor dem Zaunkauf: Materialien, Maße und Recht.',
  },
  {
    id: 2,
    slug: 'montage',
    name: 'Montage',
    description: 'Schritt für Schritt zum stabilen Zaun – Fundamente, Pfosten, Tore.',
  },
  {
    id: 3,
    slug: 'gestaltung',
    name: 'Gestaltung',
    description: 'Sichtschutz, Gabionen und Holzoptik: Ideen für Garten und Einfahrt.',
  },
  {
    id: 4,
    slug: 'pflege',
    name: 'Pflege',
    description: 'Damit der Zaun lange schön bleibt: Reinigung, Ausbessern, Winter.',
  },
];

export const BLOG_POSTS: BlogPostText[] = [
  {
    id: 1,
    slug: 'doppelstabmatten-6-5-6-oder-8-6-8',
    date: '2026-03-10T08:00:00',
    categories: ['ratgeber'],
    title: 'Doppelstabmatten: 6/5/6 oder 8/6/8 – welche Stärke brauche ich?',
    image: { design: 'dsm868', color: 'anthrazit', alt: 'Doppelstabmattenzaun in Anthrazit vor einer Rasenfläche' },
    excerpt:
      '<p>Die Zahlen auf der Matte verraten die Drahtstärken. Wir erklären, wann die leichte Matte reicht und wann sich die schwere lohnt.</p>',
    content:
      '<p>Eine Doppelstabmatte besteht aus senkrechten Einzeldrähten, die zwischen zwei waagerechten Drähten verschweißt sind. Die Bezeichnung <strong>6/5/6</strong> bedeutet: zwei waagerechte Drähte mit 6 mm, ein senkrechter Draht mit 5 mm. Bei <strong>8/6/8</strong> sind es 8 mm und 6 mm.</p>' +
      '<h2>Die leichte Matte 6/5/6</h2><p>Für Gärten, Vorgärten und Hundeausläufe bis etwa 1,43 m Höhe ist die 6/5/6-Matte die wirtschaftliche Wahl. Sie ist stabil genug, dass sich niemand daran abstützen kann, und wiegt rund ein Drittel weniger – das spart Versandkosten und schont beim Tragen den Rücken.</p>' +
      '<h2>Die schwere Matte 8/6/8</h2><p>Sobald der Zaun höher als 1,63 m wird, an einer Straße steht oder Sichtschutzstreifen tragen soll, empfehlen wir 8/6/8. Die Matte biegt sich bei Winddruck deutlich weniger durch und verzeiht auch einen Ball oder einen Rasentraktor.</p>' +
      '<ul><li>Privatgarten bis 1,43 m: 6/5/6</li><li>Mit Sichtschutzstreifen: 8/6/8</li><li>Gewerbe, Schulen, Sportplätze: 8/6/8</li><li>Zaunhöhe über 1,83 m: 8/6/8 mit Pfosten 60 × 40 mm</li></ul>' +
      '<h2>Unser Tipp</h2><p>Bestellen Sie Matten, Pfosten und Befestigungsmaterial als Set. So passen Lochbild der Pfosten und Drahtstärke der Matten garantiert zusammen.</p>',
  },
  {
    id: 2,
    slug: 'gartentor-richtig-planen',
    date: '2026-04-02T08:00:00',
    categories: ['ratgeber', 'montage'],
    title: 'Gartentor richtig planen: Breite, Anschlag und Pfosten',
    image: { design: 'gate1-premium', color: 'anthrazit', alt: 'Einflügeliges Gartentor mit Bogen in Anthrazit' },
    excerpt:
      '<p>Durchgangsbreite, DIN links oder rechts, Pfosten zum Einbetonieren oder Aufdübeln: drei Fragen, die Sie vor der Torbestellung klären sollten.</p>',
    content:
      '<p>Ein Tor wird täglich benutzt und muss über Jahre leichtgängig bleiben. Die meisten Reklamationen entstehen nicht durch das Tor selbst, sondern durch ungenaue Planung. Mit diesen Punkten sind Sie auf der sicheren Seite.</p>' +
      '<h2>1. Die lichte Durchgangsbreite</h2><p>Wir geben bei jedem Tor die lichte Weite zwischen den Pfosten an. Für Fußgänger genügen 1 m, mit Mülltonne und Schubkarre sollten es 1,25 m sein. Für eine Einfahrt planen Sie mindestens 3 m, besser 3,5 m – das Wendemanöver auf der Straße verlangt mehr Platz, als man denkt.</p>' +
      '<h2>2. DIN links oder DIN rechts</h2><p>Stellen Sie sich auf die Seite, zu der das Tor aufgehen soll. Sitzen die Bänder links, ist es DIN links. Bei unseren Gartentoren lässt sich der Anschlag bei der Montage umdrehen; bei Toren mit Bogen bestellen Sie ihn passend.</p>' +
      '<h2>3. Pfosten und Fundament</h2><p>Torpfosten tragen das ganze Gewicht des Flügels. Betonieren Sie sie mindestens 80 cm tief (frostfrei) in ein Fundament von 40 × 40 cm. Auf vorhandenem Beton oder Mauerwerk verwenden Sie Pfosten mit Fußplatte und Schwerlastanker.</p>' +
      '<p>Noch unsicher? Unser <a href="/i/kundenservice">Kundenservice</a> prüft Ihre Maße gern vor der Bestellung.</p>',
  },
  {
    id: 3,
    slug: 'gabionen-befuellen',
    date: '2026-05-05T08:00:00',
    categories: ['gestaltung', 'montage'],
    title: 'Gabionen befüllen: Steinmenge, Körnung und ein sauberes Sichtbild',
    image: {
      design: 'gabion-fence',
      color: 'verzinkt',
      alt: 'Gabionenzaun aus verzinktem Drahtgitter mit grauen Steinen',
    },
    excerpt:
      '<p>Wie viele Tonnen Steine passen in einen Gabionenzaun, welche Körnung hält im Gitter – und wie wird die Sichtseite schön gleichmäßig?</p>',
    content:
      '<p>Gabionen verbinden die Leichtigkeit eines Drahtgitters mit der Masse von Naturstein. Damit der Zaun am Ende nicht bauchig wird und die Steine nicht durchrutschen, kommt es beim Befüllen auf Reihenfolge und Material an.</p>' +
      '<h2>Die richtige Körnung</h2><p>Bei einer Maschenweite von 5 × 20 cm verwenden Sie Steine mit 60–90 mm Körnung. Kleinere Steine fallen durch, deutlich größere lassen zu viele Hohlräume. Für Gabionen mit 10 × 10 cm Maschen eignet sich 80–150 mm.</p>' +
      '<h2>Wie viel Stein brauche ich?</h2><p>Rechnen Sie mit rund 1,5 Tonnen Steinen pro Kubikmeter Gabione. Ein Gabionenzaun von 1 m Länge, 1,6 m Höhe und 20 cm Breite fasst also etwa eine halbe Tonne. Unsere Big Bags enthalten 1 Tonne.</p>' +
      '<h2>So wird die Sichtseite schön</h2><ol><li>Abstandhalter alle 30 cm einhängen, damit das Gitter nicht ausbaucht.</li><li>In Lagen von 30 cm füllen und die vorderen Steine von Hand setzen.</li><li>Den Kern mit günstigerem Bruch auffüllen.</li><li>Die letzte Lage leicht überhöhen, sie setzt sich nach einigen Wochen.</li></ol>' +
      '<p>Keine Zeit zum Schleppen? Auf Wunsch liefern wir Gabionen fertig befüllt – dann brauchen Sie allerdings einen Kran oder Minibagger vor Ort.</p>',
  },
  {
    id: 4,
    slug: 'sichtschutzstreifen-einflechten',
    date: '2026-05-28T08:00:00',
    categories: ['gestaltung', 'montage'],
    title: 'Sichtschutzstreifen einflechten – in fünf Schritten blickdicht',
    image: {
      design: 'strip-hard',
      color: 'anthrazit',
      alt: 'Doppelstabmattenzaun mit eingeflochtenen Sichtschutzstreifen',
    },
    excerpt:
      '<p>Aus einem offenen Doppelstabmattenzaun wird an einem Nachmittag ein Sichtschutz. So gelingt das Einflechten ohne Wellen und Lücken.</p>',
    content:
      '<p>Sichtschutzstreifen aus Hart-PVC werden waagerecht durch die Matte gewebt und an den Enden mit Klemmschienen gesichert. Für eine Matte von 2,50 m Breite und 1,63 m Höhe brauchen Sie acht Streifen.</p>' +
      '<h2>Schritt für Schritt</h2><ol><li><strong>Bei Wärme arbeiten:</strong> Über 15 °C ist das PVC geschmeidig und lässt sich ohne Knicke führen.</li>' +
      '<li><strong>Unten beginnen:</strong> Den ersten Streifen im untersten Feld abwechselnd vor und hinter die senkrechten Drähte führen.</li>' +
      '<li><strong>Versatz beachten:</strong> Den nächsten Streifen genau gegengleich flechten, so entsteht das typische Webmuster.</li>' +
      '<li><strong>Überstand lassen:</strong> Etwa 2 cm auf jeder Seite überstehen lassen – PVC dehnt sich in der Sonne aus.</li>' +
      '<li><strong>Klemmschienen setzen:</strong> Am Mattenrand die Schienen aufschieben, damit sich die Streifen im Wind nicht herausarbeiten.</li></ol>' +
      '<h2>Weich- oder Hart-PVC?</h2><p>Hart-PVC bleibt formstabil und sieht auch nach Jahren glatt aus. Weich-PVC ist günstiger und lässt sich leichter verarbeiten, kann sich bei großer Hitze aber wellen. Bei vollem Sichtschutz nimmt der Zaun deutlich mehr Wind auf: Verwenden Sie 8/6/8-Matten und Pfosten mit 60 × 40 mm.</p>',
  },
  {
    id: 5,
    slug: 'zaunpfosten-einbetonieren',
    date: '2026-06-18T08:00:00',
    categories: ['montage'],
    title: 'Zaunpfosten einbetonieren: Tiefe, Beton und die Schnur',
    image: { design: 'post', color: 'anthrazit', alt: 'Zaunpfosten in Anthrazit' },
    excerpt:
      '<p>Ein Zaun ist nur so gerade wie seine Pfosten. Mit Richtschnur, Schnellbeton und der richtigen Lochtiefe stehen sie schnurgerade und frostfest.</p>',
    content:
      '<p>Die Pfosten zu setzen ist die eigentliche Arbeit beim Zaunbau – die Matten sind danach schnell montiert. Nehmen Sie sich für diesen Teil Zeit.</p>' +
      '<h2>Vorbereitung</h2><p>Spannen Sie zwischen den Eckpunkten eine Richtschnur in Höhe der Pfostenoberkante. Den Abstand der Pfosten bestimmen die Matten: bei 2,50 m breiten Matten 2,52 m von Mitte zu Mitte.</p>' +
      '<h2>Das Fundament</h2><ul><li>Lochtiefe: 80 cm, in frostarmen Lagen mindestens 60 cm</li><li>Lochdurchmesser: etwa 30 cm</li><li>Pro Pfosten: 1 bis 1,5 Sack Schnellbeton à 25 kg</li></ul>' +
      '<p>Füllen Sie das Loch zur Hälfte mit Wasser und streuen Sie den Schnellbeton trocken hinein. Nach etwa 15 Minuten steht der Pfosten, nach 24 Stunden dürfen Sie die Matten einhängen.</p>' +
      '<h2>Erst die Ecken, dann die Linie</h2><p>Setzen Sie zuerst die End- und Eckpfosten und richten Sie sie mit der Wasserwaage in beiden Richtungen aus. Die Zwischenpfosten folgen dann der Schnur. Tipp: Hängen Sie die erste Matte schon ein, während der Beton des nächsten Pfostens noch weich ist – so stimmt der Abstand immer.</p>',
  },
  {
    id: 6,
    slug: 'zaunhoehe-und-nachbarrecht',
    date: '2026-07-22T08:00:00',
    categories: ['ratgeber'],
    title: 'Zaunhöhe und Nachbarrecht: Was Sie vor dem Bau klären sollten',
    image: { design: 'zierzaun', color: 'gruen', alt: 'Grüner Doppelstab-Zierzaun an der Grundstücksgrenze' },
    excerpt:
      '<p>Wie hoch darf ein Zaun an der Grundstücksgrenze sein, und wer zahlt ihn? Ein Überblick über die Regeln, die in Deutschland gelten.</p>',
    content:
      '<p>In Deutschland regeln die Nachbarrechtsgesetze der Länder und die Bebauungspläne der Gemeinden, wie ein Zaun an der Grenze aussehen darf. Eine bundesweit einheitliche Höhe gibt es nicht. Dieser Beitrag gibt eine Orientierung und ersetzt keine Rechtsberatung.</p>' +
      '<h2>Ortsüblichkeit</h2><p>Viele Landesgesetze verlangen eine „ortsübliche Einfriedung“. Schauen Sie sich in Ihrer Straße um: Stehen dort überwiegend 1,20 m hohe Zäune, kann ein 2 m hoher Sichtschutz direkt an der Grenze Ärger geben.</p>' +
      '<h2>Genehmigung</h2><p>Zäune bis etwa 2 m Höhe sind in den meisten Bundesländern genehmigungsfrei. Ein Bebauungsplan kann aber Material, Farbe oder Höhe vorschreiben – eine kurze Nachfrage beim Bauamt schafft Klarheit.</p>' +
      '<h2>Mit dem Nachbarn sprechen</h2><p>Steht der Zaun genau auf der Grenze, gehört er beiden Nachbarn, und beide tragen die Kosten. Wer allein baut, setzt den Zaun einige Zentimeter auf das eigene Grundstück. Ein Gespräch vor dem ersten Spatenstich erspart oft jahrelangen Streit – und manchmal teilt sich der Nachbar sogar die Kosten.</p>' +
      '<p>Tipp: Halten Sie Absprachen schriftlich fest, auch wenn das Verhältnis gut ist.</p>',
  },
  {
    id: 7,
    slug: 'zaun-pflegen-im-herbst',
    date: '2026-09-30T08:00:00',
    categories: ['pflege'],
    title: 'Zaun im Herbst pflegen: Kratzer ausbessern, Holz schützen',
    image: { design: 'wood-sicht', color: 'braun', alt: 'Sichtschutzelement aus Holz in Braun' },
    excerpt:
      '<p>Bevor Frost und Streusalz kommen, lohnt sich eine Stunde Pflege. So bleiben Metall- und Holzzäune über viele Winter ansehnlich.</p>',
    content:
      '<p>Pulverbeschichtete und feuerverzinkte Zäune sind sehr widerstandsfähig, Holz will regelmäßig geschützt werden. Der Herbst ist dafür die beste Zeit: Die Oberflächen sind trocken, und Sie sehen die Schäden des Sommers.</p>' +
      '<h2>Metallzäune</h2><ul><li>Mit Wasser und einer weichen Bürste reinigen, keine Scheuermittel.</li><li>Kratzer bis auf das Metall mit Ausbesserungslack im Farbton der Beschichtung schließen.</li><li>Laub am Zaunfuß entfernen: Dauerfeuchte greift auch Zink an.</li></ul>' +
      '<h2>Holz und WPC</h2><p>Kesseldruckimprägniertes Holz vergraut mit der Zeit silbrig – das schadet ihm nicht. Wer den Farbton erhalten will, streicht alle zwei Jahre mit einer offenporigen Lasur. WPC braucht keinen Anstrich; eine Reinigung mit Wasser genügt.</p>' +
      '<h2>Tore</h2><p>Ölen Sie Bänder und Schloss, und prüfen Sie, ob der Flügel noch frei schwingt. Hat sich ein Pfosten bewegt, lässt sich das Tor an den verstellbaren Bändern nachjustieren.</p>',
  },
  {
    id: 8,
    slug: 'wpc-oder-holz',
    date: '2026-10-21T08:00:00',
    categories: ['gestaltung', 'ratgeber'],
    title: 'WPC oder Holz: Sichtschutz im Vergleich',
    image: { design: 'wpc', color: 'anthrazit', alt: 'Sichtschutzzaun aus WPC-Dielen' },
    excerpt:
      '<p>Holz ist natürlich und günstig, WPC pflegeleicht und splitterfrei. Ein ehrlicher Vergleich von Preis, Haltbarkeit und Aufwand.</p>',
    content:
      '<p>Wer seine Terrasse vor Blicken schützen will, landet oft bei der Frage: Holz oder WPC? WPC (Wood Plastic Composite) besteht aus Holzfasern und Kunststoff und sieht auf den ersten Blick aus wie Holz.</p>' +
      '<table><thead><tr><th scope="col">Merkmal</th><th scope="col">Holz (Kiefer, imprägniert)</th><th scope="col">WPC</th></tr></thead><tbody>' +
      '<tr><td>Preis je Element 180 × 180 cm</td><td>ab etwa 60 €</td><td>ab etwa 190 €</td></tr>' +
      '<tr><td>Pflege</td><td>Lasur alle 2 Jahre</td><td>nur reinigen</td></tr>' +
      '<tr><td>Haltbarkeit</td><td>10–15 Jahre</td><td>20 Jahre und mehr</td></tr>' +
      '<tr><td>Optik mit der Zeit</td><td>vergraut silbrig</td><td>hellt leicht auf</td></tr></tbody></table>' +
      '<h2>Unsere Empfehlung</h2><p>Für eine lange Sichtschutzwand an der Grundstücksgrenze ist Holz oft die wirtschaftliche Lösung. Direkt an der Terrasse, wo Sie den Zaun jeden Tag sehen und anfassen, spielt WPC seine Stärken aus: keine Splitter, kein Streichen, gleichbleibende Farbe.</p>' +
      '<p>Beide Systeme montieren Sie mit Pfosten aus Metall – so steht kein Holz im feuchten Boden, und der Zaun hält deutlich länger.</p>',
  },
];
