// panels.cpp — Dear ImGui panels: the menu bar, one sidebar (Results, Inspector, Pair) that never covers the
// canvas, the status bar and the file picker.
//
// [SECTION] Helpers  [SECTION] Menu bar  [SECTION] Results  [SECTION] Inspector  [SECTION] SAT and seed views
// [SECTION] File picker  [SECTION] Status bar  [SECTION] Sidebar and canvas layout
#include "panels.h"

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>

#include "../model/file_actions.h"
#include "../render/scene_view.h"
#include "../render/svg_canvas.h"
#include "batch_panel.h"
#include "compare_panel.h"
#include "explain_panel.h"
#include "hitlab/seeds.h"
#include "hitlab/snap.h"

namespace hitlab::app {

namespace fs = std::filesystem;
static std::string gGalleryDir;
void setGalleryDir(const std::string& dir) { gGalleryDir = dir; }

namespace {

// [SECTION] Helpers

// The bars above and below the canvas, in window pixels.
float menuBarHeight() { return ImGui::GetFrameHeight(); }
float statusBarHeight() { return ImGui::GetFrameHeight() + 8; }

ImVec4 toImGui(Color c) { return {c.r, c.g, c.b, 1}; }
const char* shapeLabel(const SceneModel& m, int i) { return m.scene().shapes[i].id.c_str(); }
std::string num(double x) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", x);
  return buf;
}

// One exact number editor: round-trip text (%.17g), parsed as the nearest double; ulp nudges beside it.
// Returns true when the value changed (the caller turns it into a command).
bool exactNumber(const char* label, double& v) {
  bool changed = false;
  ImGui::PushID(label);
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  ImGui::SetNextItemWidth(170);
  if (ImGui::InputText(label, buf, sizeof buf,
                       ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_CharsScientific)) {
    char* end = nullptr;
    double x = std::strtod(buf, &end);
    if (end != buf && std::isfinite(x) && std::fabs(x) <= 1e300 && x != v) v = x, changed = true;
  }
  ImGui::SameLine();
  if (ImGui::SmallButton("-ulp")) v = std::nextafter(v, -INFINITY), changed = true;
  ImGui::SameLine();
  if (ImGui::SmallButton("+ulp")) v = std::nextafter(v, INFINITY), changed = true;
  ImGui::PopID();
  return changed;
}

// A number in a table cell: short (%.6g) with the full round-trip text (%.17g) as a tooltip when cut.
void numberCell(double x, const char* suffix = "") {
  ImGui::Text("%.6g%s", x, suffix);
  if (ImGui::IsItemHovered() && num(x) != ([&] {
                                  char b[40];
                                  std::snprintf(b, sizeof b, "%.6g", x);
                                  return std::string(b);
                                }()))
    ImGui::SetTooltip("%s", num(x).c_str());
}

// A fixed-width table column wide enough for `widest` (so "overlapping" and "-1.23457e-123" are never cut).
void fixedColumn(const char* name, const char* widest) {
  const float w = std::max(ImGui::CalcTextSize(widest).x, ImGui::CalcTextSize(name).x);
  ImGui::TableSetupColumn(name, ImGuiTableColumnFlags_WidthFixed, w + ImGui::GetStyle().CellPadding.x);
}

bool exactVec(const char* label, Vec2& p) {
  ImGui::TextUnformatted(label);
  ImGui::Indent();
  std::string x = std::string(label) + ".x", y = std::string(label) + ".y";
  bool c = exactNumber(x.c_str(), p.x);
  c = exactNumber(y.c_str(), p.y) || c;
  ImGui::Unindent();
  return c;
}

// [SECTION] Menu bar

// Edit > Make degenerate: the snaps of hitlab/snap.h that apply to the selected pair (its second shape
// moves), each one command; the status bar says whether the result is exactly degenerate.
void makeDegenerateMenu(AppState& s) {
  SceneModel& m = s.model;
  const auto& shapes = m.scene().shapes;
  const int n = static_cast<int>(shapes.size());
  const bool pair = m.pairA >= 0 && m.pairB >= 0 && m.pairA < n && m.pairB < n && m.pairA != m.pairB;
  if (!ImGui::BeginMenu("Make degenerate (selected pair)", pair)) return;
  using snap::Kind;
  bool any = false;
  for (Kind k : {Kind::PointOnEdge, Kind::Collinear, Kind::TangentOutside, Kind::TangentInside,
                 Kind::Concentric, Kind::TouchEdge, Kind::TouchCorner, Kind::SharePiece}) {
    // Either shape may be the one that moves: the pair's second one when the snap applies that way round.
    const int fixed = snap::applies(k, shapes[m.pairA].shape, shapes[m.pairB].shape) ? m.pairA : m.pairB;
    const int moved = fixed == m.pairA ? m.pairB : m.pairA;
    if (!snap::applies(k, shapes[fixed].shape, shapes[moved].shape)) continue;
    any = true;
    const std::string label = std::string(snap::kindName(k)) + ": moves " + shapes[moved].id;
    if (!ImGui::MenuItem(label.c_str())) continue;
    const auto r = snap::snap(k, shapes[fixed].shape, shapes[moved].shape);
    const NamedShape before = shapes[moved];
    NamedShape after = before;
    after.shape = r->moved;
    s.message = before.id + ": " + r->what;
    if (!(after.shape == before.shape))
      m.run({std::string(snap::kindName(k)) + " " + before.id,
             {{ShapeChange::Set, static_cast<size_t>(moved), before, after}}});
  }
  if (!any) ImGui::TextDisabled("nothing applies to this pair's types");
  ImGui::EndMenu();
}

void menuBar(AppState& s, std::string& screenshotPath) {
  if (!ImGui::BeginMainMenuBar()) return;
  SceneModel& m = s.model;
  if (ImGui::BeginMenu("File")) {
    if (ImGui::MenuItem("Open...", "Ctrl+O")) s.pickerMode = "open";
    if (ImGui::BeginMenu("Open Recent", !s.recent.empty())) {
      std::string chosen;
      for (const auto& r : s.recent)
        if (ImGui::MenuItem(r.c_str())) chosen = r;
      ImGui::EndMenu();
      if (!chosen.empty()) openScene(s, chosen);
    }
    if (ImGui::MenuItem("Save", "Ctrl+S", false, !m.path().empty())) saveScene(s, m.path());
    if (ImGui::MenuItem("Save As...", "Ctrl+Shift+S")) s.pickerMode = "save";
    ImGui::Separator();
    if (ImGui::MenuItem("Export regression test (all pairs)...")) s.pickerMode = "export";
    if (ImGui::MenuItem("Export regression test (selected pair)...", nullptr, false, m.pairA >= 0))
      s.pickerMode = "export-pair";
    if (ImGui::MenuItem("Copy selected pair as GoogleTest", nullptr, false, m.pairA >= 0))
      ImGui::SetClipboardText(googleTestSnippet(s).c_str());
    if (ImGui::MenuItem("Screenshot (PNG)...")) s.pickerMode = "screenshot";
    if (ImGui::MenuItem("Export view as SVG...")) s.pickerMode = "svg";
    ImGui::Separator();
    if (ImGui::MenuItem("Quit")) s.quit = true;
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Edit")) {
    std::string undo = m.history().canUndo() ? "Undo " + m.history().undoLabel() : "Undo";
    if (ImGui::MenuItem(undo.c_str(), "Ctrl+Z", false, m.history().canUndo())) m.undo();
    if (ImGui::MenuItem("Redo", "Ctrl+Shift+Z", false, m.history().canRedo())) m.redo();
    if (ImGui::MenuItem("Delete", "Del", false, m.selected >= 0)) m.remove(m.selected);
    if (ImGui::MenuItem("Duplicate", "Ctrl+D", false, m.selected >= 0))
      m.duplicate(m.selected, {20 / s.cam.zoom, -20 / s.cam.zoom});
    makeDegenerateMenu(s);
    ImGui::Separator();
    const bool pair = m.pairA >= 0 && m.pairB >= 0;
    if (ImGui::MenuItem("Check invariants (selected pair)", nullptr, false, pair)) checkInvariants(s, false);
    if (ImGui::MenuItem("Check invariants (whole scene)")) checkInvariants(s, true);
    if (ImGui::MenuItem("Write invariant report (selected pair)", nullptr, false, pair))
      writeInvariantReport(s);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Add")) {
    Vec2 c = s.cam.center;
    double u = 60 / s.cam.zoom;
    if (ImGui::MenuItem("Segment")) m.add("s", Segment{c - Vec2{u, 0}, c + Vec2{u, 0}});
    if (ImGui::MenuItem("Circle")) m.add("c", Circle{c, u});
    if (ImGui::MenuItem("Rect")) m.add("r", Rect{c - Vec2{u, u / 2}, c + Vec2{u, u / 2}});
    if (ImGui::MenuItem("Polygon")) m.add("p", Polygon{{c + Vec2{-u, -u}, c + Vec2{u, -u}, c + Vec2{0, u}}});
    if (ImGui::MenuItem("Point")) m.add("q", Point{c});
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("View")) {
    ImGui::MenuItem("y axis down (screen convention)", nullptr, &s.cam.yDown);
    ImGui::MenuItem("Snap to grid", "G", &s.snap);
    ImGui::MenuItem("SAT view of the selected pair", nullptr, &s.view.showSat);
    ImGui::MenuItem("Collapse parallel SAT axes", nullptr, &s.view.collapseParallel);
    ImGui::MenuItem("Sidebar", "Tab", &s.showPanels);
    if (ImGui::BeginMenu("Language")) {
      const explain::Language before = s.explain.language;
      if (ImGui::MenuItem("English", nullptr, before == explain::Language::English))
        s.explain.language = explain::Language::English;
      if (ImGui::MenuItem("日本語 (Japanese)", nullptr, before == explain::Language::Japanese))
        s.explain.language = explain::Language::Japanese;
      if (s.explain.language != before) saveLanguage(s.configDir, s.explain.language);
      ImGui::EndMenu();
    }
    if (ImGui::MenuItem("Batch view (seed 000)", nullptr, s.batch.on)) {
      if (s.batch.on)
        s.batch.on = false;
      else
        startBatchView(s, s.batch.count);
    }
    if (ImGui::MenuItem("Fit scene", "F")) fitScene(s);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Gallery")) {
    std::vector<fs::path> files;
    std::error_code ec;
    for (auto& e : fs::directory_iterator(gGalleryDir, ec))
      if (e.path().extension() == ".json") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    for (auto& f : files)
      if (ImGui::MenuItem(f.stem().string().c_str())) openScene(s, f.string());
    ImGui::EndMenu();
  }
  (void)screenshotPath;
  ImGui::EndMainMenuBar();
}

// [SECTION] Results

void resultsSection(AppState& s) {
  SceneModel& m = s.model;
  ImGui::Checkbox("only touching / overlapping", &s.onlyMeeting);
  ImGui::SameLine();
  // The meeting list comes from the model (kept with the results), so a 100k scene is not rescanned here.
  const std::size_t listed = s.onlyMeeting ? m.meetingPairs().size() : m.pairs().size();
  ImGui::TextDisabled("%zu of %zu pairs", listed, m.pairs().size());
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_ScrollX |
                                ImGuiTableFlags_Resizable | ImGuiTableFlags_BordersInnerV;
  const float rows = std::clamp(static_cast<float>(listed) + 1.5f, 4.f, 12.f);
  if (ImGui::BeginTable("pairs", 7, flags, {0, rows * ImGui::GetTextLineHeightWithSpacing()})) {
    ImGui::TableSetupScrollFreeze(1, 1);
    fixedColumn("pair", "shape_1 / shape_2");
    fixedColumn("relation", "overlapping");
    fixedColumn("seed formula", "float32 wrong");
    fixedColumn("containment", "a_in_b");
    fixedColumn("distance", "-1.23457e-123");
    fixedColumn("depth", "-1.23457e-123");
    fixedColumn("points", "(-1.2345678901234567, -1.2345678901234567) (-1.2345678901234567, -1");
    ImGui::TableHeadersRow();
    ImGuiListClipper clip;  // virtualised: only visible rows are built
    clip.Begin(static_cast<int>(listed));
    while (clip.Step())
      for (int row = clip.DisplayStart; row < clip.DisplayEnd; ++row) {
        const PairEntry& p = m.pairs()[s.onlyMeeting ? m.meetingPairs()[row] : row];
        const PairResult& r = p.result;
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        std::string label = std::string(shapeLabel(m, p.a)) + " / " + shapeLabel(m, p.b);
        bool sel = (m.pairA == p.a && m.pairB == p.b);
        if (ImGui::Selectable(label.c_str(), sel, ImGuiSelectableFlags_SpanAllColumns))
          m.pairA = p.a, m.pairB = p.b, m.selected = p.b;
        ImGui::TableNextColumn();
        if (!r.error.empty()) {
          ImGui::TextColored(toImGui(errorColor()), "error: %s", r.error.c_str());
          continue;
        }
        ImGui::TextColored(toImGui(relationColor(r.relation)), "%s", relationName(r.relation));
        ImGui::TableNextColumn();
        formulaCell(p.formula);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(containmentName(r.containment));
        ImGui::TableNextColumn();
        numberCell(r.distance);
        ImGui::TableNextColumn();
        numberCell(r.depth);
        ImGui::TableNextColumn();
        std::string pts;
        for (Vec2 q : r.points) pts += "(" + num(q.x) + ", " + num(q.y) + ") ";
        ImGui::TextUnformatted(pts.c_str());
        if (!pts.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", pts.c_str());
      }
    ImGui::EndTable();
  }
}

// [SECTION] Inspector

void inspectorSection(AppState& s) {
  SceneModel& m = s.model;
  int i = m.selected;
  if (i < 0 || i >= static_cast<int>(m.scene().shapes.size())) {
    ImGui::TextDisabled("Click a shape to select it; Shift+click a second one to pick a pair.");
    return;
  }
  const NamedShape before = m.scene().shapes[i];
  NamedShape after = before;
  ImGui::Text("%s  (%s)", before.id.c_str(), typeName(typeOf(before.shape)));
  if (!m.problems()[i].empty()) ImGui::TextColored(toImGui(errorColor()), "%s", m.problems()[i].c_str());
  char id[128];
  std::snprintf(id, sizeof id, "%s", before.id.c_str());
  if (ImGui::InputText("id", id, sizeof id, ImGuiInputTextFlags_EnterReturnsTrue)) {
    bool unique = id[0] != 0;
    for (const auto& o : m.scene().shapes) unique = unique && (o.id != id || &o == &m.scene().shapes[i]);
    if (unique)
      after.id = id;
    else
      s.message = std::string("id '") + id + "' is empty or taken";
  }
  bool changed = after.id != before.id;
  // y down draws the same numbers with y growing downwards (the DirectX seed's screen convention).
  std::visit(
      [&](auto& x) {
        using S = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<S, Point>) changed = exactVec("p", x.p) || changed;
        if constexpr (std::is_same_v<S, Segment>)
          changed = exactVec("a", x.a) || changed, changed = exactVec("b", x.b) || changed;
        if constexpr (std::is_same_v<S, Circle>) {
          changed = exactVec("center", x.center) || changed;
          double r = x.radius;
          if (exactNumber("radius", r) && r >= 0) x.radius = r, changed = true;
        }
        if constexpr (std::is_same_v<S, Rect>) {
          Rect r = x;
          bool c = exactVec("min", r.min);
          c = exactVec("max", r.max) || c;
          if (c && r.min.x <= r.max.x && r.min.y <= r.max.y) x = r, changed = true;
        }
        if constexpr (std::is_same_v<S, Polygon>)
          for (size_t k = 0; k < x.points.size(); ++k)
            changed = exactVec(("v" + std::to_string(k)).c_str(), x.points[k]) || changed;
      },
      after.shape);
  if (changed) m.run({"edit " + before.id, {{ShapeChange::Set, static_cast<size_t>(i), before, after}}});
  if (ImGui::TreeNode("Exact values (and one ulp away)")) {
    exactValues(m.scene().shapes[i].shape);
    ImGui::TreePop();
  }
}

// [SECTION] SAT and seed views

void pairSection(AppState& s) {
  SceneModel& m = s.model;
  const PairEntry* p = m.pair(m.pairA, m.pairB);
  if (!p) {
    ImGui::TextDisabled("Click a row of Results, or Shift+click a second shape, to pick a pair.");
    return;
  }
  const auto& shapes = m.scene().shapes;
  const Shape &A = shapes[p->a].shape, &B = shapes[p->b].shape;
  const PairResult& r = p->result;
  ImGui::Text("%s / %s", shapes[p->a].id.c_str(), shapes[p->b].id.c_str());
  if (!r.error.empty()) {
    ImGui::TextColored(toImGui(errorColor()), "%s", r.error.c_str());
    return;
  }
  ImGui::SameLine();
  ImGui::TextColored(toImGui(relationColor(r.relation)), "%s", relationName(r.relation));
  // The seed algorithm behind this pair, with its intermediate quantities.
  auto* sa = std::get_if<Segment>(&A);
  auto* sb = std::get_if<Segment>(&B);
  auto* ca = std::get_if<Circle>(&A);
  auto* cb = std::get_if<Circle>(&B);
  if (sa && sb) {
    seeds::StraddleTrace t;
    bool strict = seeds::straddleTest(sa->a, sa->b, sb->a, sb->b, seeds::Boundary::Strict, &t);
    bool incl = seeds::straddleTest(sa->a, sa->b, sb->a, sb->b, seeds::Boundary::Inclusive);
    ImGui::Text("AB=(%g, %g)  AC=(%g, %g)  AD=(%g, %g)", t.ab.x, t.ab.y, t.ac.x, t.ac.y, t.ad.x, t.ad.y);
    const char* names[] = {"AB x AC", "AB x AD", "CD x CA", "CD x CB"};
    for (int k = 0; k < 4; ++k) ImGui::Text("%s = %.17g  (sign %+d, exact)", names[k], t.cross[k], t.sign[k]);
    ImGui::Text("strict (< 0): %s   inclusive (<= 0): %s%s", strict ? "cross" : "no", incl ? "meet" : "no",
                t.collinear ? "   (collinear: 1-D interval test)" : "");
  }
  if ((sa && (cb)) || (sb && ca)) {
    const Segment& g = sa ? *sa : *sb;
    const Circle& c = ca ? *ca : *cb;
    seeds::FootTrace f = seeds::pointSegmentFoot(c.center, g.a, g.b);
    ImGui::Text("nearest point (%.17g, %.17g), t = %.6g", f.foot.x, f.foot.y, f.t);
    ImGui::Text("distance %.17g vs r %.17g", f.distance, c.radius);
  }
  if (ca && cb) {
    seeds::CircleCircleTrace t;
    seeds::circleCircleTest(*ca, *cb, seeds::Boundary::Inclusive, &t);
    ImGui::Text("d = %.17g   d vs r1+r2: %+d   d vs |r1-r2|: %+d", t.d, t.vsSum, t.vsDifference);
    ImGui::Text("along the line of centers %.17g, half chord %.17g, %d point(s)", t.along, t.half,
                t.pointCount);
  }
  if (r.sat) {
    const SatResult& sat = *r.sat;
    ImGui::Text("SAT: %zu candidate axes, first separating: %s", sat.axes.size(),
                sat.firstSeparating < 0 ? "none" : std::to_string(sat.firstSeparating).c_str());
    if (sat.mtv)
      ImGui::Text("MTV (move %s): (%.17g, %.17g), depth %.17g", shapes[p->b].id.c_str(), sat.mtv->x,
                  sat.mtv->y, r.depth);
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_ScrollY | ImGuiTableFlags_ScrollX |
                                  ImGuiTableFlags_Resizable | ImGuiTableFlags_BordersInnerV;
    const float rows = std::clamp(static_cast<float>(sat.axes.size()) + 1.5f, 3.f, 10.f);
    if (ImGui::BeginTable("sat", 6, flags, {0, rows * ImGui::GetTextLineHeightWithSpacing()})) {
      ImGui::TableSetupScrollFreeze(1, 1);
      fixedColumn("#", "00 <");
      fixedColumn("owner/edge", "b 00");
      fixedColumn("axis", "(-0.7071, -0.7071)");
      fixedColumn("a", "[-1.23457e-123, -1.23457e-123]");
      fixedColumn("b", "[-1.23457e-123, -1.23457e-123]");
      fixedColumn("overlap", "-1.23457e-123 separating");
      ImGui::TableHeadersRow();
      for (size_t k = 0; k < sat.axes.size(); ++k) {
        const SatAxis& x = sat.axes[k];
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        bool first = static_cast<int>(k) == sat.firstSeparating;
        ImGui::Text("%zu%s", k, first ? " <" : "");
        ImGui::TableNextColumn();
        ImGui::Text("%c %d", x.owner, x.edge);
        ImGui::TableNextColumn();
        ImGui::Text("(%.4f, %.4f)", x.axis.x, x.axis.y);
        ImGui::TableNextColumn();
        ImGui::Text("[%.6g, %.6g]", x.aMin, x.aMax);
        ImGui::TableNextColumn();
        ImGui::Text("[%.6g, %.6g]", x.bMin, x.bMax);
        ImGui::TableNextColumn();
        if (x.separating) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.3f, 0.95f, 0.45f, 1));
        numberCell(x.overlap, x.separating ? " separating" : "");
        if (x.separating) ImGui::PopStyleColor();
      }
      ImGui::EndTable();
    }
  }
}

// [SECTION] File picker

// An in-app picker (Debian has no native dialog library): a path field and the folder's .json files.
void filePicker(AppState& s, std::string& screenshotPath) {
  if (s.pickerMode.empty()) return;
  if (s.pickerPath.empty())
    s.pickerPath = s.model.path().empty() ? (fs::current_path() / "scene.json").string() : s.model.path();
  ImGui::OpenPopup("File");
  ImGui::SetNextWindowSize({560, 380}, ImGuiCond_Appearing);
  if (!ImGui::BeginPopupModal("File")) return;
  ImGui::Text("%s", s.pickerMode == "open"         ? "Open a scene"
                    : s.pickerMode == "screenshot" ? "Screenshot to PNG"
                                                   : "Save to");
  char buf[1024];
  std::snprintf(buf, sizeof buf, "%s", s.pickerPath.c_str());
  ImGui::SetNextItemWidth(-1);
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();  // (type a path, Enter)
  bool enter = ImGui::InputText("##path", buf, sizeof buf, ImGuiInputTextFlags_EnterReturnsTrue);
  s.pickerPath = buf;
  fs::path dir = fs::path(s.pickerPath).parent_path();
  if (ImGui::BeginListBox("##files", {-1, 250})) {
    std::error_code ec;
    if (ImGui::Selectable(".."))
      s.pickerPath = (dir.parent_path() / fs::path(s.pickerPath).filename()).string();
    std::vector<fs::directory_entry> entries;
    for (auto& e : fs::directory_iterator(dir, ec)) entries.push_back(e);
    std::sort(entries.begin(), entries.end());
    for (auto& e : entries) {
      bool isDir = e.is_directory(ec);
      auto ext = e.path().extension();
      if (!isDir && ext != ".json" && ext != ".png" && ext != ".svg") continue;
      std::string name = e.path().filename().string() + (isDir ? "/" : "");
      if (ImGui::Selectable(name.c_str()))
        s.pickerPath = isDir ? (e.path() / fs::path(s.pickerPath).filename()).string() : e.path().string();
    }
    ImGui::EndListBox();
  }
  bool ok = ImGui::Button("OK") || enter;
  ImGui::SameLine();
  bool cancel = ImGui::Button("Cancel");
  if (ok) {
    const std::string& m = s.pickerMode;
    if (m == "open") openScene(s, s.pickerPath);
    if (m == "save") saveScene(s, s.pickerPath);
    if (m == "export" || m == "export-pair") exportRegression(s, s.pickerPath, m == "export-pair");
    if (m == "screenshot") screenshotPath = s.pickerPath;
    if (m == "svg") exportSvg(s, s.pickerPath);
  }
  if (ok || cancel) {
    s.pickerMode.clear();
    s.pickerPath.clear();
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

// [SECTION] Restore unsaved changes (an autosave newer than the opened file, or an untitled scene's)

void restoreModal(AppState& s) {
  if (!s.restoreOffer || !s.pickerMode.empty()) return;
  const char* title = "Restore unsaved changes";
  ImGui::OpenPopup(title);
  if (!ImGui::BeginPopupModal(title, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  const Autosave& a = *s.restoreOffer;
  char when[64];
  std::tm local{};
  localtime_r(&a.time, &local);
  std::strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S", &local);
  ImGui::Text("Restore unsaved changes from %s?", when);
  ImGui::TextDisabled("%zu edits to %s", a.edits, a.source.empty() ? "an untitled scene" : a.source.c_str());
  ImGui::TextDisabled("kept in %s", a.scenePath.c_str());
  // Restore is the default: Enter takes it, so nothing is lost by a reflex.
  bool restore = ImGui::Button("Restore (Enter)") || ImGui::IsKeyPressed(GLFW_KEY_ENTER, false) ||
                 ImGui::IsKeyPressed(GLFW_KEY_KP_ENTER, false);
  ImGui::SetItemDefaultFocus();
  ImGui::SameLine();
  bool discard = !restore && ImGui::Button("Discard");
  if (restore) restoreAutosave(s);
  if (discard) discardAutosave(s);
  if (restore || discard) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
}

// [SECTION] Canvas text: axis labels and the coordinates of outline points under the cursor

void canvasText(AppState& s) {
  ImGuiIO& io = ImGui::GetIO();
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  float sx = io.DisplayFramebufferScale.x, sy = io.DisplayFramebufferScale.y;
  double step = gridStep(s.cam.zoom) * 5;  // label the major lines
  Vec2 lo = s.cam.toWorld({0, s.cam.height}), hi = s.cam.toWorld({s.cam.width, 0});
  if (lo.y > hi.y) std::swap(lo.y, hi.y);
  Vec2 origin = s.cam.toPixel({0, 0});
  float ax = std::clamp(float(origin.x / sx), 2.f, io.DisplaySize.x - 40),
        ay = std::clamp(float(origin.y / sy), 22.f, io.DisplaySize.y - 40);
  char buf[32];
  // (counted lines: far from the origin a step can be below the coordinates' ulp, and x += step stalls)
  const double firstX = std::ceil(lo.x / step) * step, firstY = std::ceil(lo.y / step) * step;
  for (int i = 0; i < kMaxGridLines; ++i) {
    const double x = firstX + i * step;
    if (x > hi.x) break;
    std::snprintf(buf, sizeof buf, "%g", std::fabs(x) < step * 1e-9 ? 0.0 : x);
    dl->AddText({float(s.cam.toPixel({x, 0}).x / sx) + 3, ay + 2}, IM_COL32(200, 200, 200, 150), buf);
  }
  for (int i = 0; i < kMaxGridLines; ++i) {
    const double y = firstY + i * step;
    if (y > hi.y) break;
    if (std::fabs(y) < step * 1e-9) continue;
    std::snprintf(buf, sizeof buf, "%g", y);
    dl->AddText({ax + 3, float(s.cam.toPixel({0, y}).y / sy) - 14}, IM_COL32(200, 200, 200, 150), buf);
  }
  if (io.WantCaptureMouse) return;
  // Within 7 pixels of the mouse, compared in world units and squared: one subtraction and a product per
  // point, as a 100k scene has over a million of them.
  Vec2 mouse = s.cam.toWorld({io.MousePos.x * sx, io.MousePos.y * sy});
  double reach = 7 * sx / s.cam.zoom, reach2 = reach * reach;
  for (int k : s.model.meetingPairs()) {
    const PairEntry& p = s.model.pairs()[k];
    for (Vec2 q : p.result.points)
      if (Vec2 d = q - mouse; d.x * d.x + d.y * d.y < reach2) {
        const auto& shapes = s.model.scene().shapes;
        ImGui::SetTooltip("%s / %s meet at\n(%.17g, %.17g)", shapes[p.a].id.c_str(), shapes[p.b].id.c_str(),
                          q.x, q.y);
        return;
      }
  }
}

// [SECTION] Status bar

void statusBar(AppState& s) {
  const float h = statusBarHeight();
  ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos({0, io.DisplaySize.y - h});
  ImGui::SetNextWindowSize({io.DisplaySize.x, h});
  ImGui::Begin("##status", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoSavedSettings);
  Vec2 w = s.cam.toWorld(
      {io.MousePos.x * io.DisplayFramebufferScale.x, io.MousePos.y * io.DisplayFramebufferScale.y});
  ImGui::Text("%s%s | %zu shapes | cursor (%.6g, %.6g) | zoom %.4g px/unit%s | %s",
              s.model.path().empty() ? "(untitled)" : s.model.path().c_str(), s.model.dirty() ? " *" : "",
              s.model.scene().shapes.size(), w.x, w.y, s.cam.zoom, s.snap ? " | snap" : "",
              s.message.c_str());
  ImGui::End();
}

// [SECTION] Sidebar and canvas layout

// The selected pair's seed formula three ways and the perturbation explorer (compare_panel.cpp).
// The last invariant check (Edit > Check invariants): each twin that differs from the pair, in red.
void invariantSection(AppState& s) {
  const InvariantState& v = s.invariants;
  if (!v.ran) {
    ImGui::TextDisabled("Edit > Check invariants: the pair swapped, mirrored, moved, scaled by 2^k, ...");
    return;
  }
  ImGui::Text("Invariants of %s: %d views of %d pairs", v.pair.c_str(), v.twins, v.pairs);
  if (v.findings.empty()) ImGui::TextColored({0.3f, 0.95f, 0.45f, 1}, "every view gives the same answer");
  for (const std::string& f : v.findings) ImGui::TextColored({1, 0.4f, 0.4f, 1}, "%s", f.c_str());
  if (ImGui::SmallButton("Write invariant report")) writeInvariantReport(s);
}

void labSection(AppState& s) {
  if (s.model.pairA < 0 || s.model.pairB < 0) {
    ImGui::TextDisabled("Pick a pair to see its seed formula in float32, double and exactly.");
    return;
  }
  compareSection(s);
  ImGui::Separator();
  ImGui::TextUnformatted("Perturbation explorer: one value moved by k ulps");
  perturbSection(s);
  ImGui::Separator();
  invariantSection(s);
  ImGui::Separator();
  toleranceSection(s);
}

constexpr float kMinSidebar = 260, kMinCanvas = 200;  // window pixels at scale 1

// One window docked to the right edge, as tall as the space between the menu and the status bar; the user
// resizes it by its left edge (the width is kept in the state, as SetNextWindowSize resets it each frame).
void sidebar(AppState& s) {
  const ImGuiIO& io = ImGui::GetIO();
  const float top = menuBarHeight(), height = io.DisplaySize.y - top - statusBarHeight();
  ImGui::SetNextWindowPos({io.DisplaySize.x, top}, ImGuiCond_Always, {1, 0});
  ImGui::SetNextWindowSize({s.sidebarWidth, height}, ImGuiCond_Always);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoBringToFrontOnFocus;
  const bool open = ImGui::Begin("##sidebar", nullptr, flags);
  if (open && s.batch.on) {  // (the batch view hides the scene: its section alone)
    if (ImGui::CollapsingHeader("Batch view", ImGuiTreeNodeFlags_DefaultOpen)) batchSection(s);
  } else if (open) {
    if (ImGui::CollapsingHeader("Results", ImGuiTreeNodeFlags_DefaultOpen)) resultsSection(s);
    if (ImGui::CollapsingHeader(s.explain.language == explain::Language::Japanese ? "Explain (説明)###explain"
                                                                                  : "Explain###explain",
                                ImGuiTreeNodeFlags_DefaultOpen))
      explainSection(s);
    if (ImGui::CollapsingHeader("Lab: float32, double, exact", ImGuiTreeNodeFlags_DefaultOpen)) labSection(s);
    if (ImGui::CollapsingHeader("Pair", ImGuiTreeNodeFlags_DefaultOpen)) pairSection(s);
    if (ImGui::CollapsingHeader("Inspector", ImGuiTreeNodeFlags_DefaultOpen)) inspectorSection(s);
  }
  s.sidebarWidth = ImGui::GetWindowWidth();
  ImGui::End();
}

}  // namespace

void layoutCanvas(AppState& s) {
  const ImGuiIO& io = ImGui::GetIO();
  const float scale = io.FontGlobalScale;
  if (s.sidebarWidth <= 0) s.sidebarWidth = std::clamp(0.36f * io.DisplaySize.x, 300 * scale, 470 * scale);
  s.sidebarWidth = std::clamp(s.sidebarWidth, kMinSidebar * scale,
                              std::max(kMinSidebar * scale, io.DisplaySize.x - kMinCanvas * scale));
  const float right = s.showPanels ? io.DisplaySize.x - s.sidebarWidth : io.DisplaySize.x;
  const float sx = io.DisplayFramebufferScale.x, sy = io.DisplayFramebufferScale.y;
  s.cam.canvasLo = {0, menuBarHeight() * sy};
  s.cam.canvasHi = {right * sx, (io.DisplaySize.y - statusBarHeight()) * sy};
}

void drawPanels(AppState& s, std::string& screenshotPath) {
  s.view.toleranceBand = 0;  // (the Lab section sets it while it shows the band)
  menuBar(s, screenshotPath);
  if (s.showPanels) sidebar(s);
  if (!s.batch.on) {  // (the scene's labels and markers: not over the batch view)
    canvasText(s);
    explainLabels(s);
    formulaMarkers(s);
  }
  statusBar(s);
  filePicker(s, screenshotPath);
  restoreModal(s);
}

}  // namespace hitlab::app
