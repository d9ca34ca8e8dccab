// toolbar.h — the touch toolbar: what the keyboard's shortcuts do, as buttons a finger can take (undo, redo,
// Explain's previous / play / next, a lesson's pages, the text size, presentation). It shows once a finger
// has touched the window or the screen is a touch screen (View > Touch toolbar: Auto), or always, or never;
// a strip across the top of the canvas, which starts below it.
#pragma once

namespace hitlab::app {

struct AppState;

/// Whether the toolbar shows in this state.
bool showsToolbar(const AppState& s);
/// Its height in window pixels (0 when it does not show): its buttons in as many rows as the canvas's
/// width needs.
float toolbarHeight(AppState& s);
/// Draws it at the top of the canvas (the canvas, laid out, starts below it).
void drawToolbar(AppState& s);

}  // namespace hitlab::app
