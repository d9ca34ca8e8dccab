// lesson_editor.h — the lesson being written in the lesson editor (Help > New lesson / Edit lesson): its
// pages and their edits, each undoable, and the teacher's solution drag read off the canvas. No GL, no ImGui,
// no app state: lesson_actions.h takes pages from the canvas and puts them back on it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "lesson.h"

namespace hitlab::app {

class LessonEditor {
 public:
  bool open = false;
  std::string path;  ///< the file it was opened from or last saved to ("" : not saved yet)
  int page = 0;      ///< the page being edited
  /// The last check (Check the lesson, a save, a recorded solution): one per problem, or what went right
  /// (by id: app_messages.h; an empty id: nothing to say).
  std::vector<LessonProblem> problems;
  Message status;
  int previewIndex = -1;  ///< while a preview plays: its index in the app's lessons

  /// Starts editing `lesson` (its history cleared).
  void start(Lesson lesson, std::string fromPath);
  const Lesson& lesson() const { return lesson_; }
  LessonPage& currentPage() { return lesson_.pages[page]; }
  const LessonPage& currentPage() const { return lesson_.pages[page]; }

  /// An edit: the lesson as it is now goes on the undo stack, labelled; then change the lesson returned.
  Lesson& change(const std::string& label);
  /// A text field's edit: the lesson before the first key goes on the undo stack when the field is left
  /// (one undo per field edited, not per key). typing() each frame the field has the keyboard; the returned
  /// lesson is changed in place.
  Lesson& typing();
  void endTyping(const std::string& label);
  bool undo();
  bool redo();
  bool canUndo() const { return !done_.empty(); }
  bool canRedo() const { return !undone_.empty(); }
  const std::string& undoLabel() const { return done_.back().label; }
  /// Grows with every change (the draft's autosave writes when it moved).
  std::size_t revision() const { return revision_; }
  bool saved() const { return revision_ == savedRevision_; }
  void markSaved(std::string to) { path = std::move(to), savedRevision_ = revision_; }
  void markUnsaved() { savedRevision_ = static_cast<std::size_t>(-1); }

  // [SECTION] Pages (each an undoable edit; `page` follows the page moved or made)
  void addPage(LessonPage p);  ///< after the current page
  void duplicatePage();
  void movePage(int delta);  ///< -1 up, +1 down
  bool deletePage();         ///< false for the last page left

 private:
  struct Entry {
    std::string label;
    Lesson before;
    int page = 0;
  };
  bool restore(std::vector<Entry>& from, std::vector<Entry>& to);
  Lesson lesson_;
  std::vector<Entry> done_, undone_;
  std::optional<Lesson> typingFrom_;
  std::size_t revision_ = 0, savedRevision_ = 0;
};

/// A new page's texts and settings for a scene from the canvas: "Page N" as its title.
LessonPage newPage(Scene scene, int number);

/// The teacher's solution read off the canvas: the page's task gets, as its solution, the one shape of the
/// page's scene that `now` has moved (a move only: not turned, grown or changed otherwise), by the exact
/// difference of its points; a task that wants nothing yet wants the pair's relation now. Returns an empty id
/// when the task is then open at the page's start and done by the drag, else what is wrong by id (editor.*,
/// or a task field's lesson.* problem: app_messages.h; the page then unchanged).
Message recordSolution(LessonPage& page, const std::vector<NamedShape>& now);

}  // namespace hitlab::app
