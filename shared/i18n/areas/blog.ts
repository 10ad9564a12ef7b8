import { blog } from '../de-DE/blog.ts';
import { addGermanTexts } from '../runtime.ts';

/** Imported by the blog pages and their loaders: registers their German texts. */
addGermanTexts(blog);
