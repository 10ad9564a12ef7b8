import type { BlogKey } from '../en-US/blog.ts';

/** German texts of the blog pages (see en-US/blog.ts). */
export const blog: Record<BlogKey, string> = {
  'Tips on planning, building and caring for fences and gates.':
    'Tipps zu Planung, Aufbau und Pflege von Zäunen und Toren.',
  Topics: 'Themen',
  'Posts about {category}': 'Beiträge zum Thema {category}',
  'Blog topics': 'Themen des Ratgebers',
  'This topic does not exist.': 'Dieses Thema gibt es nicht.',
  'The blog is not available at the moment. Please try again later.':
    'Der Ratgeber ist im Moment nicht erreichbar. Bitte versuchen Sie es später erneut.',
  'All posts': 'Alle Beiträge',
  'Read more': 'Weiterlesen',
  'Published on {date}': 'Veröffentlicht am {date}',
  'Back to blog': 'Zurück zum Ratgeber',
  'No posts found.': 'Keine Beiträge gefunden.',
};
