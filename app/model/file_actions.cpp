// file_actions.cpp — open, save, export and fit: the app's file-level actions (file_actions.h).
#include "file_actions.h"

#include "lesson_editor_actions.h"

#include "sat_layout.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "hitlab/broadphase.h"
#include "hitlab/invariants.h"
#include "settings.h"

namespace hitlab::app {

namespace fs = std::filesystem;

namespace {

// The recent-files list: most recent first, no duplicates, ten at most; kept in configDir/recent.txt.
void remember(AppState& s, const std::string& path) {
  std::error_code ec;
  std::string full = std::filesystem::absolute(path, ec).string();
  std::erase(s.recent, full);
  s.recent.insert(s.recent.begin(), full);
  if (s.recent.size() > 10) s.recent.resize(10);
  if (s.configDir.empty()) return;
  std::filesystem::create_directories(s.configDir, ec);
  std::ofstream out(s.configDir + "/recent.txt");
  for (const auto& r : s.recent) out << r << "\n";
}

}  // namespace

void rememberSettings(const AppState& s) {
  saveSettings(s.configDir,
               Settings{.language = s.explain.language,
                        // (presentation's size is for the room, not the user's own)
                        .textPercent = s.presenting.on ? s.presenting.textPercent : s.textPercent,
                        .framePair = s.framePair,
                        .theme = s.theme,
                        .digits = s.numberDigits,
                        .toolbar = s.toolbar});
}

void loadRecent(AppState& s) {
  s.recent.clear();
  std::ifstream in(s.configDir + "/recent.txt");
  for (std::string line; std::getline(in, line) && s.recent.size() < 10;)
    if (!line.empty()) s.recent.push_back(line);
}

bool openScene(AppState& s, const std::string& path) {
  if (isLessonFile(path)) return openLessonFile(s, path);  // (a teacher's lesson: File > Open, a drop)
  try {
    Scene scene = loadScene(path);
    std::optional<View> view = scene.view;
    // A scene with expectations opens with its first expected pair selected (the pair it is about).
    std::string firstA, firstB;
    if (!scene.expect.empty()) firstA = scene.expect.front().a, firstB = scene.expect.front().b;
    s.model.reset(std::move(scene), path);
    const auto& shapes = s.model.scene().shapes;
    for (int i = 0; i < static_cast<int>(shapes.size()); ++i) {
      if (shapes[i].id == firstA) s.model.pairA = i;
      if (shapes[i].id == firstB) s.model.pairB = s.model.selected = i;
    }
    if (s.model.pairA < 0 || s.model.pairB < 0) s.model.pairA = s.model.pairB = -1;
    // (a scene in motion opens with its motions shown)
    s.view.showMotion = std::any_of(shapes.begin(), shapes.end(), [](const NamedShape& n) {
      return n.motion != Vec2{0, 0};
    });
    if (view)
      s.cam.center = view->center, s.cam.zoom = view->zoom;
    else
      s.fitRequested = true;
    say(s, {"files.opened", {path}});
    s.autosavedRevision = s.model.revision();
    s.restoreOffer = findAutosave(s.stateDir, path);
    remember(s, path);
    return true;
  } catch (const SceneError& e) {
    s.message = e.what();  // the current scene stays untouched
    if (!e.problem.id.empty()) s.messageError = e;
    return false;
  } catch (const std::exception& e) {
    say(s, messageOf(e));
    return false;
  }
}

bool saveScene(AppState& s, const std::string& path) {
  try {
    Scene out = s.model.scene();
    out.view = View{s.cam.center, s.cam.zoom};
    saveSceneAtomic(out, path, KeepPrevious::Yes);
    const std::string before = s.model.path();
    s.model.markSaved(path);
    s.autosavedRevision = s.model.revision();
    discardAutosave(s.stateDir, before);  // (an untitled scene's slot too, once it has a name)
    discardAutosave(s.stateDir, path);
    say(s, {"files.saved", {path}});
    remember(s, path);
    s.wrote(path);
    return true;
  } catch (const std::exception& e) {
    say(s, messageOf(e));
    return false;
  }
}

void autosave(AppState& s) {
  autosaveLessonDraft(s);
  // (a lesson's page is the lesson's, not the user's work: opening it again gives it back)
  if (s.stateDir.empty() || s.lesson.active >= 0 || !s.model.dirty() ||
      s.model.revision() == s.autosavedRevision)
    return;
  try {
    Scene out = s.model.scene();
    out.view = View{s.cam.center, s.cam.zoom};
    writeAutosave(s.stateDir, out, s.model.path(), s.model.editsSinceSave());
    s.autosavedRevision = s.model.revision();
  } catch (const std::exception& e) {
    say(s, {"autosave.failed", {}, {messageOf(e)}});
  }
}

void restoreAutosave(AppState& s) {
  if (!s.restoreOffer) return;
  try {
    Scene saved = loadScene(s.restoreOffer->scenePath);
    s.model.replaceShapes(saved.shapes, {"command.restore", {}});
    if (saved.view) s.cam.center = saved.view->center, s.cam.zoom = saved.view->zoom;
    say(s, {"autosave.restored", {s.restoreOffer->scenePath}});
  } catch (const std::exception& e) {
    say(s, {"autosave.cannot-restore", {}, {messageOf(e)}});
  }
  s.restoreOffer.reset();
}

void discardAutosave(AppState& s) {
  if (!s.restoreOffer) return;
  discardAutosave(s.stateDir, s.model.path());
  say(s, {"autosave.discarded", {}});
  s.restoreOffer.reset();
}

bool exportRegression(AppState& s, const std::string& path, bool selectedPairOnly) {
  Scene out = s.model.scene();
  out.view = View{s.cam.center, s.cam.zoom};
  out.expect.clear();
  for (const PairEntry& p : s.model.pairs()) {
    if (selectedPairOnly &&
        !(std::min(s.model.pairA, s.model.pairB) == p.a && std::max(s.model.pairA, s.model.pairB) == p.b))
      continue;
    out.expect.push_back(expectationFrom(out.shapes[p.a].id, out.shapes[p.b].id, s.model.printed(p)));
  }
  try {
    saveSceneAtomic(out, path);
    say(s, {"files.exported", {std::to_string(out.expect.size()), path}});
    s.wrote(path);
    return true;
  } catch (const std::exception& e) {
    say(s, messageOf(e));
    return false;
  }
}

namespace {

std::string num(double x) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", x);
  return buf;
}
// Appends rather than chains operator+ (GCC 12 reports a false -Wrestrict on chained temporaries).
std::string vec(Vec2 p) {
  std::string out = "{";
  out.append(num(p.x)).append(", ").append(num(p.y)).append("}");
  return out;
}

std::string shapeCode(const Shape& s) {
  std::ostringstream o;
  if (auto* p = std::get_if<Point>(&s)) o << "hitlab::Point{" << vec(p->p) << "}";
  if (auto* g = std::get_if<Segment>(&s)) o << "hitlab::Segment{" << vec(g->a) << ", " << vec(g->b) << "}";
  if (auto* c = std::get_if<Circle>(&s))
    o << "hitlab::Circle{" << vec(c->center) << ", " << num(c->radius) << "}";
  const std::string rounding = roundingOf(s) != 0 ? ", " + num(roundingOf(s)) : "";
  if (auto* r = std::get_if<Rect>(&s))
    o << "hitlab::Rect{" << vec(r->min) << ", " << vec(r->max) << rounding << "}";
  if (auto* g = std::get_if<Polygon>(&s)) {
    o << "hitlab::Polygon{{";
    for (size_t i = 0; i < g->points.size(); ++i) o << (i ? ", " : "") << vec(g->points[i]);
    o << "}" << rounding << "}";
  }
  if (auto* k = std::get_if<Capsule>(&s))
    o << "hitlab::Capsule{" << vec(k->a) << ", " << vec(k->b) << ", " << num(k->radius) << "}";
  return o.str();
}

// A C++ identifier from shape ids ("c-1_c2" -> "c_1_c2").
std::string testName(std::string name) {
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name.empty() || std::isdigit(static_cast<unsigned char>(name[0])) ? "pair_" + name : name;
}

}  // namespace

std::string googleTestSnippet(AppState& s) {
  const PairEntry* p = s.model.pair(s.model.pairA, s.model.pairB);
  if (!p) return "// select a pair first\n";
  const auto& shapes = s.model.scene().shapes;
  const PairResult& r = s.model.printed(*p);
  std::ostringstream o;
  o << "TEST(Regression, " << testName(shapes[p->a].id + "_" + shapes[p->b].id) << ") {\n";
  o << "  hitlab::Shape a = " << shapeCode(shapes[p->a].shape) << ";\n";
  o << "  hitlab::Shape b = " << shapeCode(shapes[p->b].shape) << ";\n";
  o << "  hitlab::PairResult r = hitlab::evaluate(a, b);\n";
  o << "  hitlab::roundPrinted(a, b, r);\n";
  if (!r.error.empty()) {
    o << "  EXPECT_FALSE(r.error.empty());\n}\n";
    return o.str();
  }
  static const char* rel[] = {"Disjoint", "Touching", "Overlapping"};
  static const char* con[] = {"None", "AInB", "BInA", "Equal"};
  o << "  EXPECT_EQ(r.relation, hitlab::Relation::" << rel[int(r.relation)] << ");\n";
  o << "  EXPECT_EQ(r.containment, hitlab::Containment::" << con[int(r.containment)] << ");\n";
  o << "  ASSERT_EQ(r.points.size(), " << r.points.size() << "u);\n";
  for (size_t i = 0; i < r.points.size(); ++i) {
    o << "  EXPECT_NEAR(r.points[" << i << "].x, " << num(r.points[i].x) << ", 1e-9);\n";
    o << "  EXPECT_NEAR(r.points[" << i << "].y, " << num(r.points[i].y) << ", 1e-9);\n";
  }
  o << "  EXPECT_NEAR(r.distance, " << num(r.distance) << ", 1e-9);\n";
  o << "  EXPECT_NEAR(r.depth, " << num(r.depth) << ", 1e-9);\n}\n";
  return o.str();
}

// [SECTION] Invariants and their bug report

void checkInvariants(AppState& s, bool wholeScene) {
  const auto& shapes = s.model.scene().shapes;
  InvariantState out;
  out.ran = true;
  auto one = [&](int i, int j) {
    const InvariantReport r = checkInvariants(shapes[i].shape, shapes[j].shape);
    ++out.pairs, out.twins += r.checked;
    for (const InvariantFinding& f : r.findings)
      out.findings.push_back(shapes[i].id + " / " + shapes[j].id + ", " + f.twin.name + ": " + f.difference);
  };
  if (wholeScene) {
    out.pair = "the whole scene";
    for (const PairEntry& p : s.model.pairs()) one(p.a, p.b);
  } else if (s.model.pairA >= 0 && s.model.pairB >= 0) {
    out.pair = shapes[s.model.pairA].id + " / " + shapes[s.model.pairB].id;
    one(s.model.pairA, s.model.pairB);
  } else {
    say(s, {"app.select-pair", {}});
    return;
  }
  std::vector<std::string> args = {std::to_string(out.twins), std::to_string(out.pairs)};
  if (!out.findings.empty()) args.push_back(std::to_string(out.findings.size()));
  if (!wholeScene) args.insert(args.begin(), out.pair);
  say(s, {std::string("invariants.") + (wholeScene ? "scene-" : "") +
              (out.findings.empty() ? "agree" : "differ"),
          std::move(args)});
  s.invariants = std::move(out);
}

bool writeInvariantReport(AppState& s) {
  if (s.model.pairA < 0 || s.model.pairB < 0) {
    say(s, {"app.select-pair", {}});
    return false;
  }
  checkInvariants(s, false);
  const NamedShape& a = s.model.scene().shapes[s.model.pairA];
  const NamedShape& b = s.model.scene().shapes[s.model.pairB];
  const fs::path file =
      s.model.path().empty() ? fs::current_path() / "untitled.json" : fs::path(s.model.path());
  const std::string base =
      (file.parent_path() / (file.stem().string() + "-" + a.id + "-" + b.id + ".invariants")).string();
  std::ostringstream test;
  test << "// The invariants of " << a.id << " / " << b.id
       << " (hitlab, Edit > Write invariant report): the pair\n"
       << "// swapped, mirrored, moved, scaled by 2^k, in the other winding and with rects as polygons must "
          "give\n"
       << "// the pair's own answer.\n#include <gtest/gtest.h>\n\n#include \"hitlab/invariants.h\"\n\n"
       << "TEST(Invariants, " << testName(a.id + "_" + b.id) << ") {\n"
       << "  hitlab::Shape a = " << shapeCode(a.shape) << ";\n"
       << "  hitlab::Shape b = " << shapeCode(b.shape) << ";\n"
       << "  const hitlab::InvariantReport report = hitlab::checkInvariants(a, b);\n"
       << "  EXPECT_EQ(report.checked, " << s.invariants.twins << ");\n"
       << "  for (const hitlab::InvariantFinding& f : report.findings) ADD_FAILURE() << f.twin.name << \": "
          "\" << f.difference;\n"
       << "}\n";
  try {
    saveSceneAtomic(invariantScene(a.shape, b.shape, a.id, b.id), base + ".json");
    std::ofstream out(base + "_test.cpp", std::ios::trunc);
    out << test.str();
    if (!out.flush()) throw MessageError({"files.cannot-write", {base + "_test.cpp"}});
  } catch (const std::exception& e) {
    say(s, messageOf(e));
    return false;
  }
  if (s.messageById)
    say(s, {"invariants.written", {base + ".json", base + "_test.cpp"}, {s.messageById->message}});
  s.wrote(base + ".json");
  s.wrote(base + "_test.cpp");
  return true;
}

void setPresenting(AppState& s, bool on) {
  if (on == s.presenting.on) return;
  if (on) {
    s.presenting = {.on = true, .theme = s.theme, .showPanels = s.showPanels, .textPercent = s.textPercent};
    s.theme = Theme::Light, s.showPanels = false;  // (projectors wash out dark backgrounds)
    // Text that reads from the back of the room; Ctrl+- still makes it smaller.
    s.textPercent = std::max(s.textPercent, presentationTextPercent(s.cam.height, s.contentScale));
    s.pairFrameRequested = true;
  } else {
    s.theme = s.presenting.theme, s.showPanels = s.presenting.showPanels;
    s.textPercent = s.presenting.textPercent;
    s.presenting.on = false;
  }
}

// With the SAT view on, the pair's axis rows are drawn beside it (sat_layout.h): rows at (1.5 + k) * 18
// pixels outside the pair's radius R around the centre c, each line reaching R + 1 along its axis. All of it
// fits in the disc around c of radius sqrt((R + 1)^2 + (R + m / zoom)^2) world units, m = (1.5 + rows) * 18
// pixels: the zoom that makes that disc 95% of the canvas's smaller side, when it is smaller than the
// pair's own framing (so the bars stay on the canvas, not across its edge).
namespace {
void makeRoomForSat(AppState& s) {
  const PairEntry* pe = s.model.pair(s.model.pairA, s.model.pairB);
  if (!pe || !pe->result.error.empty() || !pe->result.sat) return;
  Vec2 c;
  const auto rows = satRows(s.model, s.cam, *pe, s.view.collapseParallel, &c);
  std::vector<Vec2> all;
  for (int i : {pe->a, pe->b})
    for (Vec2 n : {Vec2{1, 0}, Vec2{0, 1}})
      for (Vec2 p : satVertices(s.model.scene().shapes[i].shape, n)) all.push_back(p);
  double R = 0;
  for (Vec2 p : all) R = std::max(R, length(p - c));
  const Vec2 canvas = s.cam.canvasSize();
  const double H = 0.475 * std::min(canvas.x, canvas.y), m = (1.5 + static_cast<double>(rows.size())) * 18;
  if (m >= H) return;
  // zoom^2 ((R+1)^2 + R^2) + 2 zoom R m + m^2 - H^2 = 0, the positive root
  const double qa = (R + 1) * (R + 1) + R * R, qb = 2 * R * m, qc = m * m - H * H;
  const double zoom = (-qb + std::sqrt(qb * qb - 4 * qa * qc)) / (2 * qa);
  if (zoom < s.cam.zoom) s.cam.center = c, s.cam.zoom = std::clamp(zoom, 1e-6, 1e12);
}
}  // namespace

void framePair(AppState& s) {
  const auto& shapes = s.model.scene().shapes;
  const int n = static_cast<int>(shapes.size());
  if (s.model.pairA < 0 || s.model.pairB < 0 || s.model.pairA >= n || s.model.pairB >= n) return;
  // (a pair in motion: its whole step, both shapes where they start and where they end)
  Vec2 lo{INFINITY, INFINITY}, hi{-INFINITY, -INFINITY};
  for (int i : {s.model.pairA, s.model.pairB})
    for (Vec2 by : {Vec2{0, 0}, shapes[i].motion}) {
      const Aabb box = boundsOf(shapes[i].shape);
      lo = {std::min(lo.x, box.min.x + by.x), std::min(lo.y, box.min.y + by.y)};
      hi = {std::max(hi.x, box.max.x + by.x), std::max(hi.y, box.max.y + by.y)};
    }
  s.cam.center = 0.5 * lo + 0.5 * hi;  // (halves first: no overflow for boxes near the largest doubles)
  const double w = hi.x - lo.x, h = hi.y - lo.y;
  const Vec2 canvas = s.cam.canvasSize();
  if (w > 0 || h > 0)  // (two points at one place: centred at the zoom the view has)
    s.cam.zoom = std::clamp(0.6 * std::min(w > 0 ? canvas.x / w : INFINITY, h > 0 ? canvas.y / h : INFINITY),
                            1e-6, 1e12);
  if (s.view.showSat) makeRoomForSat(s);
}

void frameAsRequested(AppState& s) {
  using What = AppState::Framed::What;
  AppState::Framed& f = s.framed;
  const Vec2 canvas = s.cam.canvasSize();
  if (s.fitRequested) f = {What::Scene, -1, -1, {}};
  if (s.pairFrameRequested && (s.framePair || s.presenting.on))  // (after a fit: the pair wins)
    f = {What::Pair, s.model.pairA, s.model.pairB, {}};
  s.fitRequested = s.pairFrameRequested = false;
  if (f.what == What::Pair && (f.pairA != s.model.pairA || f.pairB != s.model.pairB))
    f.what = What::Nothing;  // (another pair chosen since: its framing was not asked for)
  if (f.what == What::Nothing || f.canvas == canvas) return;
  if (f.what == What::Scene)
    fitScene(s);
  else
    framePair(s);
  f.canvas = canvas;
}

void viewMovedByUser(AppState& s) { s.framed.what = AppState::Framed::What::Nothing; }

void fitScene(AppState& s) { fitCamera(s.cam, s.model.scene().shapes); }

void fitCamera(Camera& cam, const std::vector<NamedShape>& shapes) {
  if (shapes.empty()) return;
  Vec2 lo{INFINITY, INFINITY}, hi{-INFINITY, -INFINITY};
  for (const auto& ns : shapes)
    for (auto& [h, p] : pointHandles(ns.shape, 0)) {
      double r = 0;
      if (auto* c = std::get_if<Circle>(&ns.shape)) r = c->radius;
      if (auto* k = std::get_if<Capsule>(&ns.shape)) r = k->radius;
      r = std::max(r, roundingOf(ns.shape));
      lo = {std::min(lo.x, p.x - r), std::min(lo.y, p.y - r)};
      hi = {std::max(hi.x, p.x + r), std::max(hi.y, p.y + r)};
    }
  cam.center = 0.5 * (lo + hi);
  double w = std::max(hi.x - lo.x, 1e-9), h = std::max(hi.y - lo.y, 1e-9);
  const Vec2 canvas = cam.canvasSize();  // (fit into the canvas, not under the sidebar)
  cam.zoom = 0.8 * std::min(canvas.x / w, canvas.y / h);
}

}  // namespace hitlab::app
