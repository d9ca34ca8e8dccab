// lesson_editor_actions.h — the lesson editor in the app (lesson_editor.h has the lesson being written):
// pages taken from the canvas and shown on it, the teacher's solution read off it, preview, files (open,
// save, the draft kept against a crash) and a lesson file opened from File > Open.
#pragma once

#include <string>

#include "app_state.h"

namespace hitlab::app {

/// Help > New lesson: a lesson of one page, the canvas as it is.
void newLesson(AppState& s);
/// Help > Edit lesson: the open lesson (a copy of a bundled one is saved under a new name), else the draft
/// kept from the last session, else a new lesson.
void editLesson(AppState& s);
/// What the canvas shows (the shapes, the view, the y axis, the selected pair, the batch view) as a page's
/// scene; the page's texts, question and task stay (a task's pair no longer there becomes the page's).
void canvasIntoPage(const AppState& s, LessonPage& page);
/// The page's scene on the canvas as one undoable command, its view, y axis and pair as the page has them.
void showPageOnCanvas(AppState& s, const LessonPage& page);
/// Plays the lesson being written from its current page, as a student sees it; closing it comes back.
void previewLesson(AppState& s);
/// Reads the shapes on the canvas for the current page's solution (lesson_editor.h's recordSolution);
/// the editor's status says what was recorded or what is wrong.
void recordSolutionFromCanvas(AppState& s);
/// Writes the lesson to `path` atomically (the previous file kept as path~) once the readers accept its
/// text; then checks it (lessonProblems) and says so. False, with the one-line error, when it cannot.
bool saveLesson(AppState& s, const std::string& path);
/// Opens a lesson file in the editor; false with the one-line error.
bool openLessonInEditor(AppState& s, const std::string& path);
/// A lesson file given to File > Open (or dropped, or --lesson FILE): played as a lesson, or opened in the
/// editor when the editor asked for it (AppState's lesson.openIntoEditor).
bool openLessonFile(AppState& s, const std::string& path);
/// Whether the file is a lesson file rather than a scene (its first bytes say "hitlab-lesson").
bool isLessonFile(const std::string& path);
/// The lesson being written to the state folder when it changed since (autosave's timer calls it): a crash
/// or a kill loses at most those seconds; a save removes it.
void autosaveLessonDraft(AppState& s);

}  // namespace hitlab::app
