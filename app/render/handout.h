// handout.h — a lesson's pages as a document to print (File > Print handout, issue 53): each page's picture
// (its scene as SVG, the answers hidden where the page asks first), title, caption, question with room to
// answer and task, in one language. HTML with inline SVG: any browser prints it (to PDF too); the page
// downloads it.
#pragma once

#include <string>

#include "../model/lesson.h"
#include "canvas.h"

namespace hitlab::app {

struct AppState;

/// The page's scene as the canvas shows it when the page opens, fitted to width x height pixels, in the light
/// theme (paper); the relations' tints and marks hidden while the page's question waits. The HTML handout's
/// pictures (SVG) and the PDF's (export/handout_pdf.h).
void drawPagePicture(Canvas& canvas, const LessonPage& page, double width, double height);
/// The handout's own words in a language (both documents: HTML here, PDF in export/handout_pdf.h).
struct HandoutWords {
  const char *article, *name, *page, *question, *task, *why, *done, *digitsBefore, *digitsAfter;
};
const HandoutWords& handoutWords(explain::Language language);
/// The handout of `lesson` in `language`: one section a page, a page break between them when printed.
std::string lessonHandout(const Lesson& lesson, explain::Language language);
/// The lesson File > Print handout prints (and File > Copy lesson link shares): the one in the editor, else
/// the one open (null: none).
const Lesson* handoutLesson(const AppState& s);
/// File > Print handout: the lesson open (or being written in the editor) in the UI's language, written
/// atomically to `path` (the page downloads it); the status bar says so, or why not.
bool saveHandout(AppState& s, const std::string& path);

}  // namespace hitlab::app
