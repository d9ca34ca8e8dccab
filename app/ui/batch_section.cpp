// batch_section.cpp — the batch view's UI: starting it, its sidebar section, dragging the probe, export.
#include "batch_section.h"

#include <imgui.h>

#include <algorithm>
#include <filesystem>

#include "sections.h"
#include "ui_text.h"
#include "widgets.h"

namespace hitlab::app {

// [SECTION] Starting and exporting

void startBatchView(AppState& s, int count) {
  s.batch.count = std::clamp(count, 1, 200000);
  s.batch.view.generate(s.batch.count, s.cam.toWorld({s.cam.canvasLo.x, s.cam.canvasHi.y}),
                        s.cam.toWorld({s.cam.canvasHi.x, s.cam.canvasLo.y}));
  s.batch.on = true;
  s.batch.hover = s.batch.dragging = -1;
  say(s, {"app.batch-on", {std::to_string(s.batch.count)}});
}

void exportBatchScene(AppState& s) {
  namespace fs = std::filesystem;
  const fs::path dir = s.model.path().empty() ? fs::current_path() : fs::path(s.model.path()).parent_path();
  const std::string path = (dir / "batch-view.json").string();
  try {
    Scene scene = s.batch.view.toScene();
    scene.view = View{s.cam.center, s.cam.zoom};
    saveSceneAtomic(scene, path);
    say(s, {"files.wrote-expectations", {path, std::to_string(scene.expect.size())}});
  } catch (const std::exception& e) {
    say(s, messageOf(e));
  }
}

// [SECTION] The sidebar section

namespace {

// A paragraph wrapped to the section: Japanese, which has no spaces, by widgets.h's wrappedText (kinsoku).
void paragraph(const AppState& s, const char* text) {
  if (s.explain.language == explain::Language::Japanese)
    wrappedText(text);
  else
    ImGui::TextWrapped("%s", text);
}

// The segment count, the counts of the last run, its time, export and leave.
void draw(AppState& s) {
  BatchState& b = s.batch;
  paragraph(
      s, tr(s,
            "The overview article's NumPy test, live: the probe against every segment at once on the batch "
            "(SIMD) path, each frame it moves."));
  ImGui::SetNextItemWidth(120 * s.uiScale);
  ImGui::InputInt(tr(s, "segments"), &b.count, 1000, 10000);
  b.count = std::clamp(b.count, 1, 200000);
  ImGui::SameLine();
  if (ImGui::Button(tr(s, "Regenerate"))) startBatchView(s, b.count);
  const BatchCounts& c = b.view.counts();
  if (ImGui::BeginTable("batch", 2, ImGuiTableFlags_BordersInnerH)) {
    auto row = [](const char* name, const std::string& value) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(name);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(value.c_str());
    };
    auto num = [](std::size_t v) { return std::to_string(v); };
    char time[64];
    std::snprintf(time, sizeof time, tr(s, "%.0f us (scalar %.0f us)"), c.batchMicros, c.scalarMicros);
    row(tr(s, "exact: overlapping"), num(c.overlapping));
    row(tr(s, "exact: touching"), num(c.touching));
    row(tr(s, "to the exact path"), num(c.exactPath));
    row(tr(s, "batch = scalar"), c.scalarDisagree == 0
                                     ? tr(s, "yes, every pair")
                                     : format(tr(s, "%s pairs differ!"), num(c.scalarDisagree).c_str()));
    row(tr(s, "article's formula, double"), num(c.seedDouble));
    row(tr(s, "article's formula, exact"), num(c.seedExact));
    row(tr(s, "double is wrong on"), num(c.seedWrong));
    row(tr(s, "batch run"), time);
    ImGui::EndTable();
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  paragraph(s, tr(s,
                  "The article's strict test (tc * td < 0 and ta * tb < 0) calls touching pairs apart by "
                  "design; a magenta ring marks a pair whose double verdict differs from the same "
                  "formula evaluated exactly."));
  ImGui::PopStyleColor();
  if (ImGui::Button(tr(s, "Export as regression scene (Ctrl+E)"))) exportBatchScene(s);
  ImGui::SameLine();
  if (ImGui::Button(tr(s, "Leave batch view"))) b.on = false;
}

bool inBatchView(const AppState& s) { return s.batch.on; }

const char* title(const AppState& s) { return tr(s, "Batch view###batch"); }

const bool kRegistered = registerSection(
    {.title = "Batch view###batch", .order = 60, .draw = draw, .visible = inBatchView, .titleOf = title});

}  // namespace

// [SECTION] Dragging the probe

void batchMouse(AppState& s, Vec2 world, double tolerance) {
  BatchState& b = s.batch;
  const ImGuiIO& io = ImGui::GetIO();
  const Segment probe = b.view.probe();
  if (b.dragging < 0) {
    const Vec2 d = probe.b - probe.a;
    const double t = std::clamp(dot(world - probe.a, d) / std::max(dot(d, d), 1e-300), 0.0, 1.0);
    b.hover = io.WantCaptureMouse                              ? -1
              : length(world - probe.a) <= tolerance           ? 0
              : length(world - probe.b) <= tolerance           ? 1
              : length(world - (probe.a + t * d)) <= tolerance ? 2
                                                               : -1;
  }
  if (b.hover >= 0 && !io.WantCaptureMouse && ImGui::IsMouseClicked(0))
    b.dragging = b.hover, b.grab = world, b.before = probe;
  if (b.dragging >= 0 && ImGui::IsMouseDown(0)) {
    const Vec2 move = world - b.grab;
    Segment next = b.before;
    if (b.dragging != 1) next.a = b.before.a + move;
    if (b.dragging != 0) next.b = b.before.b + move;
    if (!(next == probe)) b.view.setProbe(next);
  }
  if (!ImGui::IsMouseDown(0)) b.dragging = -1;
}

}  // namespace hitlab::app
