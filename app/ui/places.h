// places.h — where the last frame drew a few of the UI's items (their centres, window pixels), so the
// end-to-end tests' frame report can say where to tap or click them: the toolbar's Undo, Step > and Page >,
// the Inspector's id field, the Judges section's Hunt button, its first finding, and in the page the
// JavaScript judge's code field and its Use button; the lesson editor's title field, Use the canvas, Set a
// task, Record my solution and Save as; the Lesson section's Copy lesson link and My answers; the File
// menu's Screenshot, Export animation and Print handout items; the lesson editor's Add a page, its question's
// box, kind and text, Preview and Back, Copy lesson link; My answers' Save as a file. -1, -1: not drawn in
// the last frame.
#pragma once

#include <string>

namespace hitlab::app {

enum class Place {
  Undo,
  NextStep,
  NextPage,
  IdField,
  Hunt,
  FirstFinding,
  ScriptField,
  UseScript,
  EditorTitle,  ///< the lesson editor's page title field (English)
  EditorUseCanvas,
  EditorTask,  ///< its "Set a task" box
  EditorRecord,
  EditorSaveAs,
  LessonLink,           ///< the Lesson section's Copy lesson link (the page)
  MyAnswers,            ///< and its My answers
  NumberField,          ///< and its field for a number question's answer
  FileMenu,             ///< the menu bar's File
  ExportDrag,           ///< File > Export animation (the last drag)
  ExportSteps,          ///< File > Export animation (Explain steps of the selected pair)
  ExportReveal,         ///< File > Export animation (the lesson page's reveal)
  Screenshot,           ///< File > Screenshot (PNG)
  AnimationCanvasSize,  ///< the file picker's "the canvas's size" box (an animation's)
  AnimationWidth,       ///< and its width and height fields
  AnimationHeight,
  PickerOk,        ///< the file picker's OK
  ToolbarMotions,  ///< the touch toolbar's Motions (shows and hides them)
  // (reported by placesFrom: every place from here on)
  EditorTitleJa,   ///< the lesson editor's page title field (Japanese)
  EditorAddPage,   ///< its Add a page (the canvas)
  EditorAsk,       ///< its "Ask a question" box
  EditorNumber,    ///< its "a number" (the question's kind)
  EditorQuestion,  ///< its question's field (English)
  EditorPreview,   ///< its Preview from this page
  EditorBack,      ///< and, previewing, Back to the editor
  EditorLink,      ///< its Copy lesson link (the page)
  Handout,         ///< File > Print handout
  SaveAnswers,     ///< the My answers window's Save as a file
  Count
};

/// Forgets every place (at the start of a frame).
void clearPlaces();
/// The last item drawn is `place`.
void markPlace(Place place);
/// Its centre: x, y.
const float* placeOf(Place place);
/// " at_NAME=X,Y" for every place from `first` on (the frame report's fields of the places added last).
std::string placesFrom(Place first);
/// The place whose item has the keyboard's navigation focus (F6, F10: Dear ImGui's navigation) in the last
/// frame, by its name in the frame report ("id_field", "screenshot", ...), or "-".
const char* navigationPlace();

}  // namespace hitlab::app
