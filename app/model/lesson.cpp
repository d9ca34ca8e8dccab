// lesson.cpp — reading lessons/*.json (lesson.h, docs/lessons.md) and checking tasks.
#include "lesson.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "app_messages.h"
#include "hitlab/compare.h"
#include "hitlab/sat.h"
#include "hitlab/scene_io.h"

namespace hitlab::app {

namespace {

using json = nlohmann::json;
namespace fs = std::filesystem;

// [SECTION] Reading with places: every error names the file and the field ("pages[2].task.want.relation")

struct Reader {
  std::string file;
  bool draft = false;  ///< the lesson editor's draft: what a lesson is not finished without is let through

  // A lesson not finished yet (a text not written, a task without goal or solution): an error in a file,
  // the editor's check's business in a draft.
  void unfinished(const std::string& place, const Message& what) const {
    if (!draft) fail(place, what);
  }
  [[noreturn]] void fail(const std::string& place, const Message& what) const {
    throw LessonError(file, place, what);
  }
  const json& field(const json& object, const std::string& place, const char* key) const {
    if (!object.is_object()) fail(place, {"lesson.expected-object", {}, {}});
    auto found = object.find(key);
    if (found == object.end()) fail(join(place, key), {"lesson.missing", {}, {}});
    return *found;
  }
  static std::string join(const std::string& place, const std::string& key) {
    return place.empty() ? key : place + "." + key;
  }
  std::string string(const json& v, const std::string& place) const {
    if (!v.is_string()) fail(place, {"lesson.expected-string", {}, {}});
    return v.get<std::string>();
  }
  // {"en": ..., "ja": ...}: either may be missing or empty (the other is shown), not both.
  Text text(const json& v, const std::string& place) const {
    if (!v.is_object()) fail(place, {"lesson.expected-text", {}, {}});
    onlyKeys(v, place, {"en", "ja"});
    Text t;
    if (v.contains("en")) t.en = string(v["en"], join(place, "en"));
    if (v.contains("ja")) t.ja = string(v["ja"], join(place, "ja"));
    if (t.empty()) unfinished(place, {"lesson.needs-text", {}, {}});
    return t;
  }
  int integer(const json& v, const std::string& place) const {
    if (!v.is_number_integer()) fail(place, {"lesson.expected-integer", {}, {}});
    return v.get<int>();
  }
  Vec2 vec(const json& v, const std::string& place) const {
    if (!v.is_array() || v.size() != 2 || !v[0].is_number() || !v[1].is_number())
      fail(place, {"lesson.expected-xy", {}, {}});
    return {v[0].get<double>(), v[1].get<double>()};
  }
  // ["a", "b"]
  std::pair<std::string, std::string> pair(const json& v, const std::string& place) const {
    if (!v.is_array() || v.size() != 2) fail(place, {"lesson.expected-pair", {}, {}});
    return {string(v[0], place + "[0]"), string(v[1], place + "[1]")};
  }
  void onlyKeys(const json& object, const std::string& place, std::initializer_list<const char*> keys) const {
    for (auto it = object.begin(); it != object.end(); ++it)
      if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return it.key() == k; }))
        fail(join(place, it.key()), {"lesson.unknown-field", {}, {}});
  }
};

bool hasShape(const Scene& scene, const std::string& id) {
  return std::any_of(scene.shapes.begin(), scene.shapes.end(),
                     [&](const NamedShape& s) { return s.id == id; });
}

Want readWant(const Reader& r, const json& v, const std::string& place) {
  r.onlyKeys(
      v, place,
      {"relation", "containment", "formulaWrong", "impact", "tunnels", "time", "points", "firstSeparating"});
  Want want;
  if (v.contains("relation")) {
    const std::string name = r.string(v["relation"], place + ".relation");
    for (Relation rel : {Relation::Disjoint, Relation::Touching, Relation::Overlapping})
      if (name == relationName(rel)) want.relation = rel;
    if (!want.relation) r.fail(place + ".relation", {"lesson.expected-relation", {}, {}});
  }
  if (v.contains("containment")) {
    const std::string name = r.string(v["containment"], place + ".containment");
    for (Containment c : {Containment::None, Containment::AInB, Containment::BInA, Containment::Equal})
      if (name == containmentName(c)) want.containment = c;
    if (!want.containment) r.fail(place + ".containment", {"lesson.expected-containment", {}, {}});
  }
  if (v.contains("formulaWrong")) {
    if (!v["formulaWrong"].is_boolean()) r.fail(place + ".formulaWrong", {"lesson.expected-boolean", {}, {}});
    want.formulaWrong = v["formulaWrong"].get<bool>();
  }
  if (v.contains("impact")) {
    const std::string name = r.string(v["impact"], place + ".impact");
    for (ImpactCase c : {ImpactCase::None, ImpactCase::Overlapping, ImpactCase::Touching,
                         ImpactCase::Entering, ImpactCase::Grazing})
      if (name == impactCaseName(c)) want.impact = c;
    if (!want.impact) r.fail(place + ".impact", {"lesson.expected-impact", {}, {}});
  }
  if (v.contains("tunnels")) {
    if (!v["tunnels"].is_boolean()) r.fail(place + ".tunnels", {"lesson.expected-boolean", {}, {}});
    want.tunnels = v["tunnels"].get<bool>();
  }
  if (v.contains("time")) {
    if (!v["time"].is_number() || !(v["time"].get<double>() >= 0 && v["time"].get<double>() <= 1))
      r.fail(place + ".time", {"lesson.expected-time", {}, {}});
    want.time = v["time"].get<double>();
  }
  if (v.contains("points")) {
    const json& n = v["points"];
    if (!n.is_number_integer() || n.get<long long>() < 0 || n.get<long long>() > kMostCounted)
      r.fail(place + ".points", {"lesson.expected-point-count", {std::to_string(kMostCounted)}, {}});
    want.points = n.get<int>();
  }
  if (v.contains("firstSeparating")) {
    const std::string at = place + ".firstSeparating";
    const json& axis = v["firstSeparating"];
    if (!axis.is_object()) r.fail(at, {"lesson.expected-axis", {}, {}});
    r.onlyKeys(axis, at, {"owner", "edge"});
    const std::string owner = r.string(r.field(axis, at, "owner"), at + ".owner");
    if (owner != "a" && owner != "b") r.fail(at + ".owner", {"lesson.expected-owner", {}, {}});
    Want::Axis wanted{owner[0], {}};
    if (axis.contains("edge")) {
      const json& e = axis["edge"];
      if (!e.is_number_integer() || e.get<long long>() < -1 || e.get<long long>() > kMostCounted)
        r.fail(at + ".edge", {"lesson.expected-edge", {std::to_string(kMostCounted)}, {}});
      wanted.edge = e.get<int>();
    }
    want.firstSeparating = wanted;
  }
  if (want.empty()) r.unfinished(place, {"lesson.wants-nothing", {}, {}});
  return want;
}

LessonPage readPage(const Reader& r, const json& v, const std::string& place) {
  r.onlyKeys(v, place,
             {"title", "caption", "after", "scene", "yDown", "pair", "steps", "batch", "lock", "snap",
              "question", "task"});
  LessonPage page;
  page.title = r.text(r.field(v, place, "title"), place + ".title");
  page.caption = r.text(r.field(v, place, "caption"), place + ".caption");
  if (v.contains("after")) page.after = r.text(v["after"], place + ".after");
  if (v.contains("batch")) page.batch = r.integer(v["batch"], place + ".batch");
  if (page.batch < 0 || page.batch > 100000) r.fail(place + ".batch", {"lesson.expected-batch", {}, {}});
  if (v.contains("scene")) {
    try {
      page.scene = parseScene(v["scene"].dump(), r.file + ": " + place + ".scene");
    } catch (const SceneError& e) {
      throw LessonError(e.what());
    }
  } else if (page.batch == 0) {
    r.fail(place + ".scene", {"lesson.scene-missing", {}, {}});
  }
  if (v.contains("yDown")) {
    if (!v["yDown"].is_boolean()) r.fail(place + ".yDown", {"lesson.expected-boolean", {}, {}});
    page.yDown = v["yDown"].get<bool>();
  }
  if (v.contains("pair")) {
    std::tie(page.a, page.b) = r.pair(v["pair"], place + ".pair");
    for (const std::string& id : {page.a, page.b})
      if (!hasShape(page.scene, id)) r.fail(place + ".pair", {"lesson.no-shape", {id}, {}});
  }
  if (v.contains("steps")) {
    const json& steps = v["steps"];
    if (!steps.is_array() || steps.size() != 2) r.fail(place + ".steps", {"lesson.expected-steps", {}, {}});
    page.firstStep = r.integer(steps[0], place + ".steps[0]") - 1;
    page.lastStep = r.integer(steps[1], place + ".steps[1]") - 1;
    if (page.firstStep < 0 || page.lastStep < page.firstStep)
      r.fail(place + ".steps", {"lesson.steps-order", {}, {}});
    if (page.a.empty()) r.fail(place + ".steps", {"lesson.steps-need-pair", {}, {}});
  }
  if (v.contains("lock")) {
    const std::string lock = r.string(v["lock"], place + ".lock");
    if (lock != "" && lock != "x" && lock != "y") r.fail(place + ".lock", {"lesson.expected-lock", {}, {}});
    page.lock = lock.empty() ? 0 : lock[0];
  }
  if (v.contains("snap")) {
    if (!v["snap"].is_boolean()) r.fail(place + ".snap", {"lesson.expected-boolean", {}, {}});
    page.snap = v["snap"].get<bool>();
  }
  if (v.contains("question")) {
    const std::string at = place + ".question";
    const json& q = v["question"];
    r.onlyKeys(q, at, {"text", "choices", "answer", "number", "why"});
    Question question;
    question.text = r.text(r.field(q, at, "text"), at + ".text");
    if (q.contains("number")) {  // (a number to type: no choices)
      if (q.contains("choices") || q.contains("answer"))
        r.fail(at + ".number", {"lesson.number-and-choices", {}, {}});
      const json& n = q["number"];
      r.onlyKeys(n, at + ".number", {"of", "digits"});
      const std::string of = r.string(r.field(n, at + ".number", "of"), at + ".number.of");
      NumberAsk ask;
      bool known = false;
      for (NumberAsk::Of o : {NumberAsk::Of::Distance, NumberAsk::Of::Depth, NumberAsk::Of::Time})
        if (of == numberOfName(o)) ask.of = o, known = true;
      if (!known) r.fail(at + ".number.of", {"lesson.expected-number-of", {}, {}});
      ask.digits = r.integer(r.field(n, at + ".number", "digits"), at + ".number.digits");
      if (ask.digits < 1 || ask.digits > 15)
        r.fail(at + ".number.digits", {"lesson.expected-digits", {}, {}});
      if (page.a.empty()) r.fail(at + ".number", {"lesson.number-needs-pair", {}, {}});
      question.number = ask;
    } else {
      const json& choices = r.field(q, at, "choices");
      if (!choices.is_array()) r.fail(at + ".choices", {"lesson.expected-list", {}, {}});
      if (choices.size() < 2) r.unfinished(at + ".choices", {"lesson.too-few-choices", {}, {}});
      for (std::size_t i = 0; i < choices.size(); ++i)
        question.choices.push_back(r.text(choices[i], at + ".choices[" + std::to_string(i) + "]"));
      question.answer = r.integer(r.field(q, at, "answer"), at + ".answer");
      if (question.answer < 0 || question.answer >= static_cast<int>(question.choices.size()))
        r.unfinished(at + ".answer", {"lesson.not-a-choice", {}, {}});
    }
    question.why = r.text(r.field(q, at, "why"), at + ".why");
    page.question = std::move(question);
  }
  if (page.after && !page.question) r.fail(place + ".after", {"lesson.after-without-question", {}, {}});
  if (v.contains("task")) {
    const std::string at = place + ".task";
    const json& t = v["task"];
    r.onlyKeys(t, at, {"text", "pair", "want", "done", "solution"});
    Task task;
    task.text = r.text(r.field(t, at, "text"), at + ".text");
    task.done = r.text(r.field(t, at, "done"), at + ".done");
    if (t.contains("pair"))
      std::tie(task.a, task.b) = r.pair(t["pair"], at + ".pair");
    else
      task.a = page.a, task.b = page.b;
    if (task.a.empty()) r.fail(at + ".pair", {"lesson.pair-missing", {}, {}});
    for (const std::string& id : {task.a, task.b})
      if (!hasShape(page.scene, id)) r.fail(at + ".pair", {"lesson.no-shape", {id}, {}});
    task.want = readWant(r, r.field(t, at, "want"), at + ".want");
    const json& solution = r.field(t, at, "solution");
    r.onlyKeys(solution, at + ".solution", {"shape", "by", "motion"});
    task.solutionShape = r.string(r.field(solution, at + ".solution", "shape"), at + ".solution.shape");
    if (!hasShape(page.scene, task.solutionShape))
      r.unfinished(at + ".solution.shape", {"lesson.no-shape", {task.solutionShape}, {}});
    if (solution.contains("motion"))  // (a motion alone: no move)
      task.solutionMotion = r.vec(solution["motion"], at + ".solution.motion");
    if (!task.solutionMotion || solution.contains("by"))
      task.solutionBy = r.vec(r.field(solution, at + ".solution", "by"), at + ".solution.by");
    if (!(lockedMove(task.solutionBy, page.lock) == task.solutionBy))
      r.unfinished(at + ".solution.by", {"lesson.crosses-lock", {}, {}});
    page.task = std::move(task);
  }
  return page;
}

std::string fileText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw LessonError(path, "", {"lesson.cannot-read", {}, {}});
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

json parseFile(const std::string& path) {
  try {
    return json::parse(fileText(path));
  } catch (const json::parse_error& e) {
    throw LessonError(path, "", {"lesson.not-json", {e.what()}, {}});
  }
}

}  // namespace

// [SECTION] Errors and problems, by id

LessonError::LessonError(std::string file_, std::string place_, Message problem_)
    : std::runtime_error(
          appEnglish(Message{"app.at", {place_.empty() ? file_ : file_ + ": " + place_}, {problem_}})),
      file(std::move(file_)),
      place(std::move(place_)),
      problem(std::move(problem_)) {}

LessonError::LessonError(const std::string& text) : std::runtime_error(text), problem(textMessage(text)) {}

Message LessonError::message() const {
  if (problem.id == "app.text") return problem;
  return {"app.at", {place.empty() ? file : file + ": " + place}, {problem}};
}

Message messageOf(const LessonProblem& p, explain::Language titleIn) {
  if (p.page < 0) return p.field.empty() ? p.problem : Message{"app.at", {p.field}, {p.problem}};
  const std::string page = std::to_string(p.page + 1);
  if (p.title.empty()) return {"lesson.on-untitled-page", {page, p.field}, {p.problem}};
  return {"lesson.on-page", {page, p.title.in(titleIn), p.field}, {p.problem}};
}

std::string english(const LessonProblem& p) { return appEnglish(messageOf(p)); }

// [SECTION] Files

Lesson loadLesson(const std::string& path, LessonReading reading) {
  Lesson lesson = parseLesson(fileText(path), path, reading);
  lesson.path = path;
  return lesson;
}

Lesson parseLesson(const std::string& text, const std::string& fileName, LessonReading reading) {
  const Reader r{fileName, reading == LessonReading::Draft};
  json v;
  try {
    v = json::parse(text);
  } catch (const json::parse_error& e) {
    throw LessonError(fileName, "", {"lesson.not-json", {e.what()}, {}});
  }
  r.onlyKeys(v, "", {"hitlab-lesson", "id", "title", "article", "pages"});
  if (r.integer(r.field(v, "", "hitlab-lesson"), "hitlab-lesson") != 1)
    r.fail("hitlab-lesson", {"lesson.unsupported-version", {}, {}});
  Lesson lesson;
  lesson.path = fileName;
  lesson.id = r.string(r.field(v, "", "id"), "id");
  lesson.title = r.text(r.field(v, "", "title"), "title");
  const json& article = r.field(v, "", "article");
  r.onlyKeys(article, "article", {"title", "site"});
  lesson.articleTitle = r.string(r.field(article, "article", "title"), "article.title");
  lesson.articleSite = r.string(r.field(article, "article", "site"), "article.site");
  const json& pages = r.field(v, "", "pages");
  if (!pages.is_array() || pages.empty()) r.fail("pages", {"lesson.expected-pages", {}, {}});
  for (std::size_t i = 0; i < pages.size(); ++i)
    lesson.pages.push_back(readPage(r, pages[i], "pages[" + std::to_string(i) + "]"));
  return lesson;
}

std::vector<Lesson> loadLessons(const std::string& dir, std::vector<std::string>* errors) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir, ec))
    if (entry.path().extension() == ".json" && entry.path().stem() != "glossary")
      files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  std::vector<Lesson> lessons;
  for (const fs::path& file : files) try {
      lessons.push_back(loadLesson(file.string()));
    } catch (const std::exception& e) {
      if (errors) errors->push_back(e.what());
    }
  std::stable_sort(lessons.begin(), lessons.end(),
                   [](const Lesson& x, const Lesson& y) { return x.id < y.id; });
  return lessons;
}

std::vector<GlossaryTerm> loadGlossary(const std::string& path) {
  const Reader r{path};
  const json v = parseFile(path);
  r.onlyKeys(v, "", {"hitlab-glossary", "terms"});
  if (r.integer(r.field(v, "", "hitlab-glossary"), "hitlab-glossary") != 1)
    r.fail("hitlab-glossary", {"lesson.unsupported-version", {}, {}});
  const json& terms = r.field(v, "", "terms");
  if (!terms.is_array()) r.fail("terms", {"lesson.expected-list", {}, {}});
  std::vector<GlossaryTerm> out;
  for (std::size_t i = 0; i < terms.size(); ++i) {
    const std::string at = "terms[" + std::to_string(i) + "]";
    const json& en = r.field(terms[i], at, "en");
    const json& ja = r.field(terms[i], at, "ja");
    out.push_back({{r.string(r.field(en, at + ".en", "term"), at + ".en.term"),
                    r.string(r.field(ja, at + ".ja", "term"), at + ".ja.term")},
                   {r.string(r.field(en, at + ".en", "text"), at + ".en.text"),
                    r.string(r.field(ja, at + ".ja", "text"), at + ".ja.text")}});
  }
  return out;
}

std::string textOf(const std::vector<Lesson>& lessons, const std::vector<GlossaryTerm>& glossary) {
  std::string all;
  const auto both = [&](const Text& t) { all += t.en + t.ja; };
  for (const Lesson& l : lessons) {
    both(l.title);
    all += l.articleTitle + l.articleSite;
    for (const LessonPage& p : l.pages) {
      both(p.title), both(p.caption);
      if (p.after) both(*p.after);
      if (p.question) {
        both(p.question->text), both(p.question->why);
        for (const Text& c : p.question->choices) both(c);
      }
      if (p.task) both(p.task->text), both(p.task->done);
    }
  }
  for (const GlossaryTerm& t : glossary) both(t.term), both(t.text);
  return all;
}

// [SECTION] Tasks

bool separatesFirst(const PairResult& r, const Want::Axis& wanted) {
  if (!r.sat || r.sat->firstSeparating < 0) return false;
  const SatAxis& axis = r.sat->axes[static_cast<std::size_t>(r.sat->firstSeparating)];
  return axis.owner == wanted.owner && (!wanted.edge || axis.edge == *wanted.edge);
}

bool taskDone(const Task& task, const std::vector<NamedShape>& shapes) {
  const NamedShape *a = nullptr, *b = nullptr;
  for (const NamedShape& s : shapes) {
    if (s.id == task.a) a = &s;
    if (s.id == task.b) b = &s;
  }
  if (!a || !b) return false;
  const PairResult r = evaluate(a->shape, b->shape, a->id, b->id);
  if (!r.error.empty()) return false;
  if (task.want.relation && r.relation != *task.want.relation) return false;
  if (task.want.containment && r.containment != *task.want.containment) return false;
  if (task.want.formulaWrong && !compare::compareFormula(a->shape, b->shape).disagree()) return false;
  if (task.want.points && r.points.size() != static_cast<std::size_t>(*task.want.points)) return false;
  if (task.want.firstSeparating && !separatesFirst(r, *task.want.firstSeparating)) return false;
  if (task.want.impact || task.want.tunnels || task.want.time) {
    const TimeOfImpact toi = timeOfImpact(a->shape, a->motion, b->shape, b->motion);
    if (!toi.error.empty()) return false;
    if (task.want.impact && toi.kind != *task.want.impact) return false;
    if (task.want.tunnels && toi.tunnels != *task.want.tunnels) return false;
    if (task.want.time && toi.t != *task.want.time) return false;
  }
  return true;
}

std::vector<NamedShape> solvedShapes(const LessonPage& page) {
  std::vector<NamedShape> shapes = page.scene.shapes;
  if (page.task)
    for (NamedShape& n : shapes)
      if (n.id == page.task->solutionShape)
        n.shape = translated(n.shape, lockedMove(page.task->solutionBy, page.lock)),
        n.motion = page.task->solutionMotion.value_or(n.motion);
  return shapes;
}

std::vector<LessonProblem> pageProblems(const LessonPage& page, int index) {
  std::vector<LessonProblem> out;
  const auto add = [&](std::string field, const char* id, std::vector<std::string> args = {}) {
    out.push_back({index, page.title, std::move(field), {id, std::move(args), {}}});
  };
  const auto find = [&](const std::string& id) -> const NamedShape* {
    for (const NamedShape& n : page.scene.shapes)
      if (n.id == id) return &n;
    return nullptr;
  };
  if (page.title.empty()) add("title", "lesson.empty-both");
  if (page.caption.empty()) add("caption", "lesson.empty-both");
  if (!page.a.empty()) {
    const NamedShape *a = find(page.a), *b = find(page.b);
    if (!a || !b) {
      add("pair", "lesson.no-shape", {a ? page.b : page.a});
    } else if (page.lastStep >= 0) {
      const std::size_t steps =
          explain::explain(a->shape, b->shape, a->id, b->id).steps.size() +
          explain::explainMotion(a->shape, a->motion, b->shape, b->motion, a->id, b->id).steps.size();
      if (page.lastStep >= static_cast<int>(steps))
        add("steps", "lesson.steps-count", {std::to_string(steps), std::to_string(page.lastStep + 1)});
    }
  }
  if (page.question) {
    const Question& q = *page.question;
    if (q.text.empty()) add("question.text", "lesson.empty-both");
    if (q.number && !askedValue(page))
      add("question.number", q.number->of == NumberAsk::Of::Time       ? "lesson.no-first-contact"
                             : q.number->of == NumberAsk::Of::Distance ? "lesson.no-distance"
                                                                       : "lesson.no-depth");
    if (!q.number && q.choices.size() < 2) add("question.choices", "lesson.two-choices");
    for (std::size_t i = 0; i < q.choices.size(); ++i)
      if (q.choices[i].empty()) add("question.choices[" + std::to_string(i) + "]", "lesson.empty-both");
    if (q.why.empty()) add("question.why", "lesson.empty-both");
  }
  if (!page.task) return out;
  const Task& t = *page.task;
  if (t.text.empty()) add("task.text", "lesson.empty-both");
  if (t.done.empty()) add("task.done", "lesson.empty-both");
  for (const std::string& id : {t.a, t.b})
    if (!find(id)) {
      add("task.pair", "lesson.no-shape", {id});
      return out;
    }
  if (t.want.empty()) {
    add("task.want", "lesson.wants-nothing");
    return out;
  }
  if (t.want.firstSeparating && !hasSat(typeOf(find(t.a)->shape), typeOf(find(t.b)->shape))) {
    add("task.want.firstSeparating", "lesson.no-sat");
    return out;
  }
  if (taskDone(t, page.scene.shapes)) {
    add("task", "lesson.already-done");
    return out;
  }
  if (!find(t.solutionShape))
    add("task.solution.shape", "lesson.no-shape", {t.solutionShape});
  else if (!(lockedMove(t.solutionBy, page.lock) == t.solutionBy))
    add("task.solution.by", "lesson.crosses-lock");
  else if (!taskDone(t, solvedShapes(page))) {
    std::vector<std::string> args = {t.solutionShape, explain::shortest(t.solutionBy.x),
                                     explain::shortest(t.solutionBy.y)};
    if (t.solutionMotion)
      args.insert(args.end(),
                  {explain::shortest(t.solutionMotion->x), explain::shortest(t.solutionMotion->y)});
    add("task.solution", t.solutionMotion ? "lesson.motion-solution-fails" : "lesson.solution-fails",
        std::move(args));
  }
  return out;
}

std::vector<LessonProblem> lessonProblemsById(const Lesson& lesson) {
  std::vector<LessonProblem> out;
  const auto add = [&](std::string field, const char* id) {
    out.push_back({-1, {}, std::move(field), {id, {}, {}}});
  };
  if (lesson.id.empty()) add("id", "lesson.empty");
  if (lesson.title.empty()) add("title", "lesson.empty-both");
  if (lesson.pages.empty()) add("pages", "lesson.needs-a-page");
  for (std::size_t i = 0; i < lesson.pages.size(); ++i)
    for (LessonProblem& p : pageProblems(lesson.pages[i], static_cast<int>(i))) out.push_back(std::move(p));
  return out;
}

std::vector<std::string> lessonProblems(const Lesson& lesson) {
  std::vector<std::string> out;
  for (const LessonProblem& p : lessonProblemsById(lesson)) out.push_back(english(p));
  return out;
}

// [SECTION] Numbers to type

const char* numberOfName(NumberAsk::Of of) {
  switch (of) {
    case NumberAsk::Of::Distance:
      return "distance";
    case NumberAsk::Of::Depth:
      return "depth";
    case NumberAsk::Of::Time:
      return "time";
  }
  return "?";
}

std::optional<double> askedValue(const LessonPage& page) {
  if (!page.question || !page.question->number) return std::nullopt;
  const NamedShape *a = nullptr, *b = nullptr;
  for (const NamedShape& n : page.scene.shapes) {
    if (n.id == page.a) a = &n;
    if (n.id == page.b) b = &n;
  }
  if (!a || !b) return std::nullopt;
  if (page.question->number->of == NumberAsk::Of::Time) {
    const TimeOfImpact toi = timeOfImpact(a->shape, a->motion, b->shape, b->motion);
    return toi.error.empty() && toi.t ? std::optional(*toi.t) : std::nullopt;
  }
  const PairResult r = evaluate(a->shape, b->shape, a->id, b->id);
  if (!r.error.empty()) return std::nullopt;
  return page.question->number->of == NumberAsk::Of::Distance ? r.distance : r.depth;
}

namespace {

// x to `digits` significant digits in scientific notation ("1.41e+00"): glibc's printf rounds the double's
// exact binary value (to nearest, ties to even).
std::string scientific(double x, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*e", digits - 1, x);
  return buf;
}

// The significant digits of a decimal as typed ("0.0140" has 3), or -1 when it is not one.
int significantDigits(const std::string& text) {
  std::size_t i = 0;
  if (i < text.size() && (text[i] == '-' || text[i] == '+')) ++i;
  std::string digits;
  bool point = false, any = false;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '.' && !point) {
      point = true;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      any = true;
      if (!digits.empty() || c != '0') digits += c;
    } else if (c == 'e' || c == 'E') {
      break;  // (an exponent's digits are not significant ones)
    } else {
      return -1;
    }
  }
  if (!any) return -1;
  // (trailing zeros of a whole number without a point are not significant: "200" is one digit)
  if (!point)
    while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  return digits.empty() ? 1 : static_cast<int>(digits.size());
}

}  // namespace

std::string roundedNumber(double value, int digits) {
  std::string sci = scientific(value, digits);
  const double rounded = std::strtod(sci.c_str(), nullptr);
  // Positional when it reads well, with the trailing zeros that make its digits ("2.00"); else scientific.
  const double magnitude = std::fabs(rounded);
  if (rounded == 0 || (magnitude >= 1e-4 && magnitude < 1e15)) {
    const int exponent = std::atoi(sci.c_str() + sci.find('e') + 1);  // (the text's: no log10 off by one)
    const int decimals = std::max(0, digits - 1 - exponent);
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, rounded);
    return buf;
  }
  return sci;
}

NumberVerdict checkNumber(const std::string& typed, double value, int digits) {
  std::string text;
  for (char c : typed)
    if (!std::isspace(static_cast<unsigned char>(c))) text += c;
  const int significant = significantDigits(text);
  if (significant < 0) return NumberVerdict::NotANumber;
  char* end = nullptr;
  const double x = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size() || !std::isfinite(x)) return NumberVerdict::NotANumber;
  if (significant > digits) return NumberVerdict::TooManyDigits;
  // (x has at most `digits` <= 15 significant digits: printed to them it gives its own digits back)
  const std::string answer = scientific(x, digits);
  if (answer == scientific(value, digits)) return NumberVerdict::Right;
  // The exact value lies within half an ulp of `value` (the core rounds it to the nearest double): every
  // rounding of a point of that interval is right. Its ends are midpoints to the neighbouring doubles, exact
  // in long double (64 or more bits of mantissa on every target built: x86's extended, wasm's and
  // AArch64's quad) and printed exactly by the C library.
  for (double neighbour : {std::nextafter(value, -INFINITY), std::nextafter(value, INFINITY)}) {
    if (!std::isfinite(neighbour)) continue;
    const long double midpoint = (static_cast<long double>(value) + neighbour) / 2;
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*Le", digits - 1, midpoint);
    if (answer == buf) return NumberVerdict::Right;
  }
  return NumberVerdict::Wrong;
}

Vec2 lockedMove(Vec2 by, char lock) {
  if (lock == 'x') return {by.x, 0};
  if (lock == 'y') return {0, by.y};
  return by;
}

}  // namespace hitlab::app
