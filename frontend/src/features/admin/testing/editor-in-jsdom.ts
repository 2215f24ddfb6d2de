/**
 * jsdom lays nothing out, but ProseMirror measures the selection to scroll it into view. Empty
 * measurements let the editor run; call once before tests that use it.
 */
export const allowEditorInJsdom = (): void => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
  document.elementFromPoint = () => null;
};
