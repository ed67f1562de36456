import { expect, type Locator } from '@playwright/test';

interface EditorElement extends HTMLElement {
  editor: {
    view: { hasFocus: () => boolean; input: { mouseDown: unknown }; state: { selection: { empty: boolean } } };
  };
}

/**
 * Waits until the rich-text editor (TipTap on ProseMirror) has taken in a click: it is focused, done with
 * the pointer, and its caret is where the click put it. ProseMirror reads a click's caret from the page a
 * moment after the mouse is up; a key sent sooner acts on the selection before the click (a Ctrl+B whose
 * bold the click then dropped, an Enter that replaced a word still selected), which a person, slower than a
 * test, never sees.
 */
export async function waitForEditorCaret(editor: Locator): Promise<void> {
  await expect
    .poll(() =>
      editor.evaluate((element) => {
        const { view } = (element as EditorElement).editor;
        return view.hasFocus() && view.input.mouseDown === null && view.state.selection.empty;
      }),
    )
    .toBe(true);
  // ProseMirror's last sync after a mouse-up is a zero-delay timer.
  await editor.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
