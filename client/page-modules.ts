/// <reference types="vite/client" />
import { createPages, type PageComponent } from './pages/registry.ts';

/** Every page module as a lazy chunk of its own, found by the route table's page names. */
const pageModules = import.meta.glob<{ default: PageComponent }>('./*.tsx', { base: './pages' });
export const pages = createPages((name) => pageModules[`./${name}.tsx`]!());
