/** Prints the document (invoice, packing slip); the print stylesheet leaves out everything else. */
export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()}>
      Drucken
    </button>
  );
}
