// lesson.h — lessons that follow the articles page by page (docs/lessons.md): the data of lessons/*.json,
// reading and checking it, and the exact check of a page's task. No GL, no ImGui: the tests read every
// lesson file through this and do each task's solution drag.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "hitlab/explain.h"
#include "hitlab/message.h"
#include "hitlab/motion.h"
#include "hitlab/scene.h"

namespace hitlab::app {

/// A text in both languages; either may be left empty (a teacher's lesson in one language): the other is
/// shown.
struct Text {
  std::string en, ja;
  const std::string& in(explain::Language language) const {
    const std::string& wanted = language == explain::Language::Japanese ? ja : en;
    return wanted.empty() ? (language == explain::Language::Japanese ? en : ja) : wanted;
  }
  bool empty() const { return en.empty() && ja.empty(); }
};

/// A number to type instead of choices: the exact value of one of the page's pair's results (the pair as the
/// page opens), to `digits` significant digits.
struct NumberAsk {
  enum class Of { Distance, Depth, Time } of = Of::Distance;
  int digits = 3;  ///< 1 to 15
};
const char* numberOfName(NumberAsk::Of of);  ///< "distance", "depth", "time"

/// Asked before the page's answer is shown (Explain and the task stay hidden until a choice is made).
struct Question {
  Text text;
  std::vector<Text> choices;  ///< empty for a number to type
  int answer = 0;             ///< index into choices (a number: 0, the right one, once answered)
  Text why;
  std::optional<NumberAsk> number;
};

struct LessonPage;
/// The value a page's number question asks for: the page's pair's distance or depth, or the time of first
/// contact over its motions, each the exact value rounded once to a double (hitlab/relation.h, motion.h);
/// none without a pair, or without a first contact for the time.
std::optional<double> askedValue(const LessonPage& page);
/// A typed number checked against a value at `digits` significant digits.
enum class NumberVerdict { Right, Wrong, TooManyDigits, NotANumber };
/// Right when the typed decimal, of at most `digits` significant digits, is the exact value rounded to them.
/// The exact value is known to within half an ulp of `value`: where a rounding boundary lies that close
/// (a tie such as 0.125 to two digits), either side is right. Decided on exact decimal expansions, no
/// tolerance.
NumberVerdict checkNumber(const std::string& typed, double value, int digits);
/// The value to `digits` significant digits as a student would type it ("1.41", "0.0125", "2.00").
std::string roundedNumber(double value, int digits);

/// The largest point count or edge index a task may want (no shape of a lesson has more).
inline constexpr int kMostCounted = 64;

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
  /// How many points the outlines meet at (PairResult::points).
  std::optional<int> points;
  /// The separating axis an early-exit SAT stops at (SatResult::firstSeparating, hitlab/sat.h): one of
  /// `owner`'s axes ('a' or 'b'), its edge `edge` when given (-1: the extra axis of a circle or a grown
  /// shape). Never done for a pair without SAT or whose shapes meet.
  struct Axis {
    char owner = 'a';
    std::optional<int> edge;
    bool operator==(const Axis&) const = default;
  };
  std::optional<Axis> firstSeparating;
  /// Nothing wanted: a task without a goal (a draft's, or the editor's before the solution is recorded).
  bool empty() const {
    return !relation && !containment && !formulaWrong && !impact && !tunnels && !time && !points &&
           !firstSeparating;
  }
};

struct Task {
  Text text, done;
  std::string a, b;  ///< the pair it checks (ids)
  Want want;
  std::string solutionShape;  ///< a drag that does it: this shape moved by solutionBy (the tests do it)
  Vec2 solutionBy;
  std::optional<Vec2> solutionMotion;  ///< and/or its motion arrow pulled out to this motion
};

struct LessonPage {
  Text title, caption;
  std::optional<Text> after;  ///< shown once the question is answered: what the caption must not give away
  Scene scene;                ///< empty when batch > 0
  bool yDown = false;
  std::string a, b;   ///< the pair selected, framed and explained ("" : none)
  int firstStep = 0;  ///< the Explain steps walked, 0-based inclusive; lastStep -1: to the end
  int lastStep = -1;
  int batch = 0;     ///< > 0: the batch view with this many segments instead of a scene
  char lock = 0;     ///< 'x' or 'y': drags move shapes along that axis only
  bool snap = true;  ///< the page opens with drags snapped to whole grid steps (G still turns it off and on)
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

/// Bad input: what() is one line naming the file, the place and the field; the problem by id (lesson.*,
/// app_messages.h), or app.text for a page scene's SceneError as it said it.
struct LessonError : std::runtime_error {
  LessonError(std::string file, std::string place, Message problem);
  explicit LessonError(const std::string& text);  ///< (the problem: the text, app.text)
  std::string file, place;                        ///< place: "pages[2].task.want.relation", or empty
  Message problem;
  /// The whole line by id: "FILE: PLACE: problem" (app.at), the way the UI words it in its language.
  Message message() const;
};

/// What the lesson editor's check finds, where: a page (0-based; -1: the lesson itself) with its title, the
/// field, and the problem by id (lesson.*).
struct LessonProblem {
  int page = -1;
  Text title;
  std::string field;
  Message problem;
};
/// The problem with its page and field, by id ("page 2 (Touching): task.solution: ..."; lesson.on-page), the
/// page's title as written in `titleIn` (or the other language when empty there).
Message messageOf(const LessonProblem& p, explain::Language titleIn = explain::Language::English);
/// messageOf in English.
std::string english(const LessonProblem& p);

/// How strictly: a lesson file, or the lesson editor's draft (a lesson being written: a text empty in both
/// languages, a question of fewer than two choices, a task without goal or solution read as they are).
enum class LessonReading { File, Draft };
/// Reads one lesson file; throws LessonError (or the page scene's SceneError, renamed to its place).
Lesson loadLesson(const std::string& path, LessonReading reading = LessonReading::File);
/// The same from the file's text; `fileName` starts every error.
Lesson parseLesson(const std::string& text, const std::string& fileName,
                   LessonReading reading = LessonReading::File);
/// The lesson as the file format's text (docs/lessons.md), which parseLesson reads back to the same lesson:
/// the editor's saves.
std::string lessonToJson(const Lesson& lesson);
/// What the tests of the bundled lessons check, for any lesson: each page's task is not done when the page
/// opens and its solution drag does it (decided exactly), the Explain steps a page walks exist. One each,
/// naming the page and the field.
std::vector<LessonProblem> lessonProblemsById(const Lesson& lesson);
/// The same in English, one line each ("page 2 (Touching): task.solution: ...").
std::vector<std::string> lessonProblems(const Lesson& lesson);
/// lessonProblemsById for one page (`index` 0-based, for the page number).
std::vector<LessonProblem> pageProblems(const LessonPage& page, int index);
/// The page's shapes with its task's solution drag done.
std::vector<NamedShape> solvedShapes(const LessonPage& page);
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
