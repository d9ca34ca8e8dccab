// judges_model.cpp — the judges' live state (judges_model.h).
//
// [SECTION] Asking a judge  [SECTION] Judges in and out  [SECTION] Every frame  [SECTION] Reports
// [SECTION] The hunt  [SECTION] The page's JavaScript judge
#include "judges_model.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>

#include "hitlab/atomic_save.h"
#include "hitlab/explain.h"
#include "hitlab/perturb.h"

namespace hitlab::app {

using namespace hitlab::judge;

namespace {

// [SECTION] Asking a judge

// Rounded to floats for a float judge, polygons counter-clockwise for one that asks for it.
Shape forJudge(Shape shape, const Conventions& c, bool& rounded) {
  if (c.float32) {
    forEachValue(shape, [&](double& x) {
      const double f = static_cast<double>(static_cast<float>(x));
      rounded = rounded || f != x;
      x = f;
    });
  }
  if (auto* p = std::get_if<Polygon>(&shape); p && c.ccw) *p = counterClockwise(std::move(*p));
  return shape;
}

// A pair in the C interface's order, as the judge takes it; false when rounding to float made a shape
// invalid.
bool prepare(const Conventions& c, Shape& a, Shape& b, bool& rounded) {
  if (typeOf(b) < typeOf(a)) std::swap(a, b);  // (the order of ShapeType)
  a = forJudge(a, c, rounded), b = forJudge(b, c, rounded);
  return shapeProblem(a, "a").empty() && shapeProblem(b, "b").empty();
}

double toleranceOf(const Conventions& c) { return c.float32 ? 1e-6 : 1e-9; }

JudgeMark markOf(const PairOfShapes& p, const Verdict& v, const Conventions& c) {
  JudgeMark mark;
  mark.kind = JudgeMark::Kind::Judged;
  mark.answer = v.answer;
  const Assessment as = assess(p.a, p.b, classify(p.a, p.b), v, c, toleranceOf(c));
  mark.outcome = as.outcome, mark.finding = as.finding;
  return mark;
}

// Marks for many pairs (either order), in one batch.
std::vector<JudgeMark> markMany(Judge& judge, std::span<const PairOfShapes> pairs, bool& stalled) {
  const Conventions& c = judge.conventions();
  std::vector<JudgeMark> marks(pairs.size());
  std::vector<PairOfShapes> batch;
  std::vector<std::size_t> which;
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    Shape a = pairs[i].a, b = pairs[i].b;
    bool rounded = false;
    if (!c.takes(a, b) || !judge.answers(pairType(typeOf(a), typeOf(b))) || !prepare(c, a, b, rounded)) {
      marks[i].kind = JudgeMark::Kind::NotForPair;
      continue;
    }
    batch.push_back({std::move(a), std::move(b)});
    which.push_back(i);
  }
  std::vector<Verdict> verdicts(batch.size());
  judge.judgeMany(batch, verdicts);
  for (std::size_t k = 0; k < batch.size(); ++k) {
    stalled = stalled || verdicts[k].failure == Failure::Hang;
    marks[which[k]] = markOf(batch[k], verdicts[k], c);
  }
  return marks;
}

void judgePair(const SceneModel& m, ActiveJudge& j) {
  j.revision = m.liveRevision(), j.pairA = m.pairA, j.pairB = m.pairB;
  j.verdict = {}, j.assessment = {}, j.answers = false, j.rounded = false, j.numbers.clear();
  if (m.pairA < 0 || m.pairB < 0) return;
  const PairEntry* entry = m.pair(m.pairA, m.pairB);
  if (!entry || !entry->result.error.empty()) return;
  const auto& shapes = m.scene().shapes;
  Shape a = shapes[m.pairA].shape, b = shapes[m.pairB].shape;
  Vec2 va = shapes[m.pairA].motion, vb = shapes[m.pairB].motion;
  const int type = pairType(typeOf(a), typeOf(b));
  const bool moving = va != Vec2{0, 0} || vb != Vec2{0, 0};
  const Conventions& given = j.judge->conventions();
  j.motion = moving && j.judge->answersMotion(type) && given.takesInMotion(a, b);
  j.answers = j.motion || (given.takes(a, b) && j.judge->answers(type));
  if (!j.answers) return;
  const Conventions& c = j.judge->conventions();
  if (typeOf(b) < typeOf(a)) std::swap(va, vb);  // (as prepare orders the shapes)
  if (!prepare(c, a, b, j.rounded)) {
    j.answers = false;
    return;
  }
  if (j.motion) {  // (a float judge's motions are floats too)
    if (c.float32)
      for (Vec2* v : {&va, &vb}) {
        const Vec2 f{double(float(v->x)), double(float(v->y))};
        j.rounded = j.rounded || f != *v;
        *v = f;
      }
    j.verdict = j.judge->judgeMotion(a, va, b, vb);
    j.stalled = j.verdict.failure == Failure::Hang;
    j.assessment = assessMotion(a, va, b, vb, timeOfImpact(a, va, b, vb), j.verdict, c, toleranceOf(c));
    return;
  }
  j.verdict = j.judge->judge(a, b);
  j.stalled = j.verdict.failure == Failure::Hang;
  j.assessment = assess(a, b, classify(a, b), j.verdict, c, toleranceOf(c));
  j.numbers = judgeNumbersText(a, b, j.verdict);
}

// Every listed pair of the scene (up to kScenePairs), in one batch: a plugin's process takes them at once.
void judgeScene(const SceneModel& m, ActiveJudge& j) {
  j.sceneRevision = m.revision();
  const std::size_t n = std::min(m.pairs().size(), JudgesModel::kScenePairs);
  std::vector<PairOfShapes> pairs;
  std::vector<std::size_t> at;  // (their indices in m.pairs(): a pair in error is not asked)
  for (std::size_t i = 0; i < n; ++i) {
    const PairEntry& p = m.pairs()[i];
    if (!p.result.error.empty()) continue;
    pairs.push_back({m.scene().shapes[p.a].shape, m.scene().shapes[p.b].shape});
    at.push_back(i);
  }
  const std::vector<JudgeMark> marks = markMany(*j.judge, pairs, j.stalled);
  j.marks.assign(n, {});
  for (std::size_t k = 0; k < at.size(); ++k) j.marks[at[k]] = marks[k];
  j.wrong.clear(), j.asked = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (j.marks[i].kind != JudgeMark::Kind::Judged) continue;
    ++j.asked;
    if (j.marks[i].outcome == Outcome::Wrong)
      j.wrong.push_back({m.pairs()[i].a, m.pairs()[i].b, j.marks[i].finding});
  }
}

std::string scriptPath(const std::string& configDir, const char* name) { return configDir + "/" + name; }

}  // namespace

std::string judgeNumbersText(const Shape& a, const Shape& b, const Verdict& v) {
  using explain::shortest;
  const bool hasNumbers = v.points || v.distance || !v.contacts.empty() || v.normal || v.separation;
  if (!hasNumbers || v.answer < 0) return "";
  PairResult r = evaluate(a, b);
  roundPrinted(a, b, r);
  auto point = [](Vec2 p) { return "(" + shortest(p.x) + ", " + shortest(p.y) + ")"; };
  auto ulps = [](std::int64_t n) {
    return n == std::numeric_limits<std::int64_t>::max() ? std::string("NaN") : std::to_string(n) + " ulp";
  };
  std::string out;
  if (v.points) {
    out += "points";
    for (Vec2 p : *v.points) {
      std::int64_t nearest = std::numeric_limits<std::int64_t>::max();
      for (Vec2 q : r.points)
        nearest = std::min(nearest, std::max(perturb::ulpsBetween(p.x, q.x), perturb::ulpsBetween(p.y, q.y)));
      out += " " + point(p) + (r.points.empty() ? "" : " " + ulps(nearest));
    }
    if (v.points->empty()) out += " none";
    out += " (exactly " + std::to_string(r.points.size()) + ")";
  }
  if (v.distance)
    out += std::string(out.empty() ? "" : "; ") + "distance " + shortest(*v.distance) + " (exactly " +
           shortest(r.distance) + ": " + ulps(perturb::ulpsBetween(*v.distance, r.distance)) + ")";
  if (!v.contacts.empty()) {
    out += std::string(out.empty() ? "" : "; ") + "contacts";
    for (Vec2 c : v.contacts) out += " " + point(c);
  }
  if (v.normal) out += std::string(out.empty() ? "" : "; ") + "normal " + point(*v.normal);
  if (v.separation) out += std::string(out.empty() ? "" : "; ") + "separation " + shortest(*v.separation);
  return out;
}

// [SECTION] Judges in and out

bool addJudge(JudgesModel& m, const std::string& nameOrPath, std::string& error, const OpenOptions& options) {
  error.clear();
  auto judge = openJudge(nameOrPath, error, options);
  if (!judge) return false;
  addJudge(m, std::move(judge), nameOrPath, false);
  return true;
}

void addJudge(JudgesModel& m, std::unique_ptr<Judge> judge, std::string source, bool script) {
  if (script) std::erase_if(m.active, [](const auto& j) { return j->script; });
  auto active = std::make_shared<ActiveJudge>();
  active->judge = std::move(judge);
  active->source = std::move(source);
  active->script = script;
  m.active.push_back(std::move(active));
  ++m.revision;
}

void removeJudge(JudgesModel& m, std::size_t index) {
  if (index >= m.active.size()) return;
  m.active.erase(m.active.begin() + static_cast<std::ptrdiff_t>(index));
  ++m.revision;
}

bool hasScriptJudge(const JudgesModel& m) {
  return std::any_of(m.active.begin(), m.active.end(), [](const auto& j) { return j->script; });
}

// [SECTION] Every frame

void updateJudges(JudgesModel& m, const SceneModel& scene, bool dragging,
                  std::chrono::steady_clock::time_point now) {
  const bool checkFiles = now - m.lastReloadCheck > std::chrono::milliseconds(250);
  if (checkFiles) m.lastReloadCheck = now;
  for (const auto& j : m.active) {
    const bool reloaded = checkFiles && j->judge->reloadIfChanged();
    if (reloaded) j->stalled = false, ++m.revision;
    if (reloaded || (!j->stalled && (j->revision != scene.liveRevision() || j->pairA != scene.pairA ||
                                     j->pairB != scene.pairB)))
      judgePair(scene, *j);
    // (the whole scene once a drag ends, not every frame of it)
    if (reloaded || (!j->stalled && !dragging && j->sceneRevision != scene.revision())) judgeScene(scene, *j);
  }
}

JudgeMark judgeMarkOf(const JudgesModel& m, std::size_t judge, const SceneModel& scene,
                      std::size_t pairIndex) {
  const ActiveJudge& j = *m.active.at(judge);
  if (j.sceneRevision != scene.revision() || pairIndex >= j.marks.size()) return {};
  return j.marks[pairIndex];
}

std::vector<JudgeMark> judgeMarks(JudgesModel& m, std::size_t judge, std::span<const PairOfShapes> pairs) {
  ActiveJudge& j = *m.active.at(judge);
  if (j.stalled) return std::vector<JudgeMark>(pairs.size());  // (it hung: asked again once its file changes)
  return markMany(*j.judge, pairs, j.stalled);
}

// [SECTION] Reports

std::string outcomeWord(const ActiveJudge& j) {
  if (!j.answers) return "n/a";
  switch (j.assessment.outcome) {
    case Outcome::Agrees:
      return "agrees";
    case Outcome::ByDesign:
      return "by-design";
    case Outcome::Declined:
      return "declined";
    case Outcome::Wrong:
      return findingClassKey(j.assessment.finding);
  }
  return "?";
}

std::string verdictWords(const ActiveJudge& j) {
  const Verdict& v = j.verdict;
  if (!j.motion || v.failure != Failure::None || v.answer < 0 || v.answer > 1) return answerName(v);
  if (v.answer == 0) return "no contact";
  return v.time ? "t=" + explain::shortest(*v.time) : "contact";
}

std::string judgesReport(const JudgesModel& m) {
  std::string report;
  auto word = [](std::string text) {  // (one word of the report's line: "numbers only" is numbers_only)
    for (char& c : text)
      if (c == ' ' || c == ',' || c == '|' || c == ':') c = '_';
    return text;
  };
  for (const auto& j : m.active)
    report += (report.empty() ? "" : "|") + word(j->judge->name()) + ":" +
              (j->answers ? word(verdictWords(*j)) : "-") + ":" + outcomeWord(*j) + ":" +
              std::to_string(j->wrong.size());
  return report.empty() ? "-" : report;
}

std::string huntReportState(const JudgesModel& m) {
  const HuntRun* run = m.hunt.get();
  return !run ? "-" : !run->done ? "running" : "done:" + std::to_string(run->report.findings.size());
}

// [SECTION] The hunt

HuntRun::~HuntRun() {
  cancel = true;
  if (thread.joinable()) thread.join();
}

void startHunt(JudgesModel& m, std::size_t index, HuntOptions options, std::string dir, bool thread) {
  auto next = std::make_shared<HuntRun>();
  next->budget = options.seconds;
  next->judge = m.active.at(index)->judge->name();
  next->dir = std::move(dir);
  std::shared_ptr<Judge> judge = m.active[index]->judge->clone();
  HuntRun* r = next.get();
  auto body = [r, judge, o = std::move(options)]() mutable {
    o.cancel = &r->cancel;
    o.progress = [r](const HuntProgress& p) {
      r->calls = p.calls, r->wrong = p.wrong, r->classes = p.classes;
    };
    try {
      r->report = hitlab::judge::hunt(*judge, o);
      writeHuntReport(r->report, r->dir);
      for (const Finding& f : r->report.findings)
        r->scenes.push_back((std::filesystem::path(r->dir) / (findingFileBase(f) + ".json")).string());
    } catch (const std::exception& e) {
      r->error = e.what();
    }
    r->done = true;
  };
  if (thread)
    next->thread = std::thread(std::move(body));
  else
    body();  // (the page: its one thread holds the page for the hunt's seconds)
  m.hunt = std::move(next);
}

bool huntRunning(const JudgesModel& m) { return m.hunt && !m.hunt->done; }

// [SECTION] The page's JavaScript judge

bool readScript(JudgesModel& m, const std::string& configDir) {
  m.scriptRead = true;
  if (configDir.empty()) return false;
  std::ifstream in(scriptPath(configDir, "judge.js"));
  if (!in) return false;
  std::ostringstream text;
  text << in.rdbuf();
  m.script = text.str();
  return !std::filesystem::exists(scriptPath(configDir, "judge.off"));
}

void keepScript(JudgesModel& m, const std::string& configDir, bool inUse) {
  if (configDir.empty()) return;
  std::error_code ec;
  std::filesystem::create_directories(configDir, ec);
  try {
    saveTextAtomic(m.script, scriptPath(configDir, "judge.js"));
    if (inUse)
      std::filesystem::remove(scriptPath(configDir, "judge.off"), ec);
    else
      saveTextAtomic("", scriptPath(configDir, "judge.off"));
  } catch (const std::exception& e) {
    m.scriptError = e.what();
  }
}

}  // namespace hitlab::app
