// lesson_progress.h — a student's progress in a lesson (issue 53): the answer given on each page and each
// task done, kept in the state folder (the browser's storage in the page) per lesson, so that the lesson can
// be resumed, and the "my answers" summary a student hands to the teacher. No GL, no ImGui.
#pragma once

#include <string>
#include <vector>

#include "lesson.h"

namespace hitlab::app {

struct PageProgress {
  int choice = -1;    ///< the answer chosen to the page's question (-1: none yet; a number: 0 right, 1 not)
  std::string typed;  ///< a number question's answer as typed
  bool done = false;  ///< the page's task was done (decided exactly, as the Lesson section said "Done!")
  friend bool operator==(const PageProgress&, const PageProgress&) = default;
};

struct LessonProgress {
  int page = 0;  ///< the page last open (0-based)
  std::vector<PageProgress> pages;
  /// Whether anything was answered or done.
  bool started() const;
  friend bool operator==(const LessonProgress&, const LessonProgress&) = default;
};

/// The name the progress is kept under: the lesson's id and a hash of its text (a lesson changed by its
/// teacher starts afresh: its pages may not be the ones answered).
std::string progressKey(const Lesson& lesson);
/// The progress kept for the lesson in `stateDir` (none: a fresh one, one entry per page).
LessonProgress loadProgress(const std::string& stateDir, const Lesson& lesson);
/// Writes it (atomically); throws std::runtime_error naming the file.
void saveProgress(const std::string& stateDir, const Lesson& lesson, const LessonProgress& progress);
/// Forgets it (Start over).
void forgetProgress(const std::string& stateDir, const Lesson& lesson);

/// "My answers": what each page asked and what was answered (right or not), each task and whether it was
/// done, in the language given; Markdown, for a student to copy or save for the teacher.
std::string answersSummary(const Lesson& lesson, const LessonProgress& progress, explain::Language language);

}  // namespace hitlab::app
