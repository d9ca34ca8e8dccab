// lesson.h — lessons that follow the articles page by page (docs/lessons.md): the data of lessons/*.json,
// reading and checking it, and the exact check of a page's task. No GL, no ImGui: the tests read every
// lesson file through this and do each task's solution drag.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "hitlab/explain.h"
#include "hitlab/motion.h"
#include "hitlab/scene.h"

namespace hitlab::app {

/// A text in both languages.
struct Text {
  std::string en, ja;
  const std::string& in(explain::Language language) const {
    return language == explain::Language::Japanese ? ja : en;
  }
};

/// Asked before the page's answer is shown (Explain and the task stay hidden until a choice is made).
struct Question {
  Text text;
  std::vector<Text> choices;
  int answer = 0;  ///< index into choices
  Text why;
};

/// What the pair must be for a task to be done; every field given must hold, decided exactly.
struct Want {
  std::optional<Relation> relation;
  std::optional<Containment> containment;
  /// The article's float formula (float32 or double) disagrees with itself evaluated exactly (the Lab's
  /// verdict: hitlab/compare.h).
  bool formulaWrong = false;
  // In motion (the pair's shapes with their motions over one step, hitlab/motion.h):
  std::optional<ImpactCase> impact;  ///< how the step begins for them ("entering", "grazing", "none", ...)
  std::optional<bool> tunnels;       ///< apart at both ends of the step, meeting between
  std::optional<double> time;        ///< the first contact exactly at this time (the double it rounds to)
};

struct Task {
  Text text, done;
  std::string a, b;  ///< the pair it checks (ids)
  Want want;
  std::string solutionShape;  ///< a drag that does it: this shape moved by solutionBy (the tests do it)
  Vec2 solutionBy;
};

struct LessonPage {
  Text title, caption;
  std::optional<Text> after;  ///< shown once the question is answered: what the caption must not give away
  Scene scene;                ///< empty when batch > 0
  bool yDown = false;
  std::string a, b;   ///< the pair selected, framed and explained ("" : none)
  int firstStep = 0;  ///< the Explain steps walked, 0-based inclusive; lastStep -1: to the end
  int lastStep = -1;
  int batch = 0;  ///< > 0: the batch view with this many segments instead of a scene
  char lock = 0;  ///< 'x' or 'y': drags move shapes along that axis only
  std::optional<Question> question;
  std::optional<Task> task;
};

struct Lesson {
  std::string id;  ///< "004"
  std::string path;
  Text title;
  std::string articleTitle, articleSite;
  std::vector<LessonPage> pages;
};

struct GlossaryTerm {
  Text term, text;
};

/// Bad input: what() is one line naming the file, the place and the field.
struct LessonError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Reads one lesson file; throws LessonError (or the page scene's SceneError, renamed to its place).
Lesson loadLesson(const std::string& path);
/// Every lessons/*.json but the glossary, by id; files that do not load are left out and their one-line
/// errors appended to `errors`.
std::vector<Lesson> loadLessons(const std::string& dir, std::vector<std::string>* errors = nullptr);
/// lessons/glossary.json; throws LessonError.
std::vector<GlossaryTerm> loadGlossary(const std::string& path);

/// Every text of the lessons and the glossary in both languages, one after the other (for the fonts' glyphs).
std::string textOf(const std::vector<Lesson>& lessons, const std::vector<GlossaryTerm>& glossary);

/// Whether the task holds for the shapes as they are now (false when a shape of its pair is missing).
bool taskDone(const Task& task, const std::vector<NamedShape>& shapes);
/// Moves a shape along a page's lock axis only ('x', 'y'; 0: freely).
Vec2 lockedMove(Vec2 by, char lock);

}  // namespace hitlab::app
