// handout_pdf.h — a lesson's handout as PDF pages (issue 53), the desktop's: the HTML handout's content
// (render/handout.h) laid out on A4 with cairo and Pango: each lesson page's picture (vector), title,
// caption, question with boxes and room to answer, and task. The page prints its HTML handout instead.
#pragma once

#include <string>

#include "../model/lesson.h"

namespace hitlab::app {

struct AppState;

/// Writes the handout of `lesson` in `language` to `path` as PDF (A4, a new sheet for each lesson page, more
/// when a page does not fit one), atomically. Throws std::runtime_error naming the file and what failed.
void writeHandoutPdf(const Lesson& lesson, explain::Language language, const std::string& path);
/// File > Print handout to a .pdf path: the lesson open (or in the editor) in the UI's language; the status
/// bar says what was written, or why not.
bool saveHandoutPdf(AppState& s, const std::string& path);

}  // namespace hitlab::app
