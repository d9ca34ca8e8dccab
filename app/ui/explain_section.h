// explain_section.h — the Explain section of the sidebar (explain_section.cpp): the selected pair's steps
// with Previous / Next / Play (keys N, Shift+N, P), the step's paragraph in English or Japanese, its marks
// on the canvas. Here: what the rest of the app needs of it, presentation mode's caption.
#pragma once

namespace hitlab::app {

struct AppState;

/// Presentation mode's caption below the canvas: the current Explain step's text, large, with Previous / Next
/// / Play and the step count. Its height in window pixels (0 when not presenting), and drawing it.
float captionHeight(const AppState& s);
void drawCaption(AppState& s);

/// Whether the selected pair's steps can be walked (a pair, and no lesson question hiding them).
bool explainShowsSteps(const AppState& s);
/// The step `delta` steps on, within the steps shown (a lesson page's range); playing stops.
void explainStepBy(AppState& s, int delta);
/// Play (from the first step when at the last) or pause.
void explainPlayOrPause(AppState& s);

}  // namespace hitlab::app
