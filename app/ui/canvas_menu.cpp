// canvas_menu.cpp — the canvas menu (panels.h): a right click that did not pan, or a long press by touch,
// opens it on what is under the pointer. It holds what a keyboard would otherwise be needed for: Shift+click
// (pair), Alt+click (remove a vertex), R+drag (rotate), Ctrl+D, Delete.
#include <imgui.h>

#include "../model/file_actions.h"
#include "panels.h"
#include "tools.h"
#include "ui_text.h"

namespace hitlab::app {

namespace {

void shapeItems(AppState& s, const CanvasMenu& c) {
  SceneModel& m = s.model;
  const auto& shapes = m.scene().shapes;
  const int i = c.handle.shape;
  const bool polygon = std::holds_alternative<Polygon>(shapes[i].shape);
  ImGui::TextDisabled("%s", shapes[i].id.c_str());
  ImGui::Separator();
  const int other = m.selected;
  if (other >= 0 && other != i && other < static_cast<int>(shapes.size())) {
    const std::string label = format(tr(s, "Pair with %s"), shapes[other].id.c_str());
    if (ImGui::MenuItem(label.c_str())) m.pairA = other, m.pairB = i, m.selected = i;
  }
  if (ImGui::MenuItem(tr(s, "Select"), nullptr, m.selected == i)) m.selected = i;
  const bool turnable = polygon || std::holds_alternative<Rect>(shapes[i].shape);
  if (turnable && ImGui::MenuItem(tr(s, "Rotate with the next drag")))
    m.selected = i, s.rotateNextDrag = true;
  if (polygon && c.handle.kind == HandleKind::Vertex &&
      ImGui::MenuItem(tr(s, "Remove this vertex"), "Alt+click", false,
                      std::get<Polygon>(shapes[i].shape).points.size() > 3))
    removeVertex(s, c.handle);
  if (polygon && c.handle.kind == HandleKind::Body &&
      ImGui::MenuItem(tr(s, "Insert a vertex here"), tr(s, "double-click")))
    insertVertexAt(s, c.world, handleReach(s) / s.cam.zoom);
  if (ImGui::MenuItem(tr(s, "Duplicate"), "Ctrl+D")) m.duplicate(i, {20 / s.cam.zoom, -20 / s.cam.zoom});
  if (ImGui::MenuItem(tr(s, "Delete"), "Del")) m.remove(i);
}

}  // namespace

void canvasMenu(AppState& s) {
  CanvasMenu& c = s.canvasMenu;
  if (c.openRequested) ImGui::OpenPopup("##canvasMenu"), c.openRequested = false;
  c.shown = ImGui::BeginPopup("##canvasMenu");
  if (!c.shown) return;
  SceneModel& m = s.model;
  if (c.handle.shape >= 0 && c.handle.shape < static_cast<int>(m.scene().shapes.size())) {
    shapeItems(s, c);
  } else if (ImGui::BeginMenu(tr(s, "Add here"))) {
    addShapeItems(s, c.world);
    ImGui::EndMenu();
  }
  ImGui::Separator();
  if (ImGui::MenuItem(tr(s, "Undo"), "Ctrl+Z", false, m.history().canUndo())) m.undo();
  if (ImGui::MenuItem(tr(s, "Redo"), "Ctrl+Shift+Z", false, m.history().canRedo())) m.redo();
  if (ImGui::MenuItem(tr(s, "Fit scene"), "F")) s.fitRequested = true;
  ImGui::EndPopup();
}

}  // namespace hitlab::app
