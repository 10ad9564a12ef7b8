import type { SearchKey } from '../en-US/catalog.ts';

/**
 * German texts of the search panel and the search results page: part of the catalog area, kept in
 * their own module so they load with the search chunks (shared/i18n/areas/search.ts).
 */
export const search: Record<SearchKey, string> = {
  'Search products': 'Produkte suchen',
  'What are you looking for?': 'Wonach suchen Sie?',
  'Search results for "{term}"': 'Suchergebnisse für „{term}“',
  'No results were found.': 'Es wurden keine Ergebnisse gefunden.',
  'Show all results': 'Alle Ergebnisse anzeigen',
  'Clear search': 'Suche löschen',
  'Matching categories': 'Passende Kategorien',
  'Close search': 'Suche schließen',
  'You are offline. Search results may be incomplete.':
    'Sie sind offline. Die Suchergebnisse sind möglicherweise unvollständig.',
  'Search by product name, SKU or category.': 'Suchen Sie nach Produktname, Artikelnummer oder Kategorie.',
  'Search suggestions': 'Suchvorschläge',
  'Searching...': 'Suche läuft …',
  'Show all {count} results': 'Alle {count} Ergebnisse anzeigen',
  'Check the spelling or try a more general term.':
    'Prüfen Sie die Schreibweise oder versuchen Sie es mit einem allgemeineren Begriff.',
  'The search took too long. Please try again.': 'Die Suche hat zu lange gedauert. Bitte versuchen Sie es erneut.',
  'You are offline. Search works again as soon as you are back online.':
    'Sie sind offline. Die Suche funktioniert wieder, sobald Sie online sind.',
  'The search is not available at the moment. Please try again later.':
    'Die Suche ist im Moment nicht verfügbar. Bitte versuchen Sie es später erneut.',
};
