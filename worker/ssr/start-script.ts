/**
 * The page's only inline script: it starts the browser's code after the first paint.
 *
 * A module script or a modulepreload link in the document is fetched while the HTML is parsed and,
 * when it arrives in time, runs before the browser paints; on a phone the shopper then waits for
 * script bytes and their evaluation before seeing anything. This script waits for the first frame
 * (a requestAnimationFrame callback runs just before it is painted, a task queued from there runs
 * after it) and only then preloads the page's chunks and imports the entry. A page opened in a tab
 * that is not shown starts at once, since it paints no frame until it is shown. The preloads and
 * the import of the entry start their requests in separate tasks, so that neither task holds the
 * main thread long enough to delay a tap.
 */
export function startScript(entry: string, modulePreload: readonly string[]): string {
  const preloads = JSON.stringify(modulePreload);
  return (
    '(()=>{let started=false;const start=()=>{if(started)return;started=true;' +
    `for(const href of ${preloads}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}` +
    `setTimeout(()=>import(${JSON.stringify(entry)}).catch(()=>{}),0)};` +
    'if(document.hidden)start();else requestAnimationFrame(()=>setTimeout(start,0));' +
    'document.addEventListener("visibilitychange",start,{once:true})})()'
  );
}
