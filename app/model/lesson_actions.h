// lesson_actions.h — opening a lesson's pages in the app, and what a page does each frame: its task checked
// exactly, the Explain steps it walks, its question hiding the answers (lesson.h has the data).
#pragma once

#include "app_state.h"

namespace hitlab::app {

/// Opens page `page` (0-based, clamped) of lessons[index]: its scene (the scene in the window is autosaved
/// first when it has unsaved edits), the view's y axis, the pair selected and framed, the Explain steps, or
/// the batch view; snapping to the grid on (the user's own setting comes back when the lesson closes).
/// Returns false (and says why in the status bar) when there is no such lesson.
bool openLesson(AppState& s, int index, int page);
/// The page's view on the canvas whose shapes are the page's: its y axis, view (or a fit), motions shown,
/// pair selected, batch view (openLesson's and the lesson editor's Show on the canvas).
void showPageView(AppState& s, const LessonPage& page);
/// The lesson whose id is `id` ("004") or whose file name starts with it.
int findLesson(const AppState& s, const std::string& id);
/// Leaves the lesson; the scene stays as it is, snapping and the y axis as the user had them before it.
void closeLesson(AppState& s);
/// Once a frame: checks the task on the shapes as they are, limits Explain to the page's steps on its pair,
/// hides the answers while the question waits.
void updateLesson(AppState& s);
/// The answer and task of the page open go into the student's progress, written to the state folder when
/// it changed (updateLesson calls it).
void keepProgress(AppState& s);
/// The progress kept from before taken up: the page last open, each page with its answer and task as left.
void resumeLesson(AppState& s);
/// The progress kept forgotten: the lesson from its first page, afresh.
void startLessonOver(AppState& s);
/// "My answers" (lesson_progress.h's summary, in the UI's language) written to `path` atomically; the page
/// downloads it. False, with the message, when it cannot be.
bool saveAnswers(AppState& s, const std::string& path);

}  // namespace hitlab::app
