// tools.cpp — canvas input. GLFW events reach ImGui first; the canvas acts only when ImGui does not want
// them.
#include "tools.h"

#include <GLFW/glfw3.h>
#include <imgui.h>

#include <cmath>

#include "../model/file_actions.h"
#include "../model/keyboard_focus.h"
#include "../model/settings.h"
#include "../platform/platform.h"
#include "../render/scene_view.h"
#include "batch_section.h"
#include "panels.h"
#include "ui_text.h"

namespace hitlab::app {

bool insertVertexAt(AppState& s, Vec2 world, double tol) {
  const auto& shapes = s.model.scene().shapes;
  for (int i = static_cast<int>(shapes.size()) - 1; i >= 0; --i) {
    auto* g = std::get_if<Polygon>(&shapes[i].shape);
    if (!g) continue;
    int n = static_cast<int>(g->points.size());
    for (int k = 0; k < n; ++k) {
      Vec2 a = g->points[k], b = g->points[(k + 1) % n];
      Vec2 d = b - a;
      double t = std::clamp(dot(world - a, d) / std::max(dot(d, d), 1e-300), 0.0, 1.0);
      if (length(world - (a + t * d)) > tol || t <= 0 || t >= 1) continue;
      NamedShape after = shapes[i];
      std::get<Polygon>(after.shape)
          .points.insert(std::get<Polygon>(after.shape).points.begin() + k + 1, a + t * d);
      s.model.run(
          {{"command.insert-vertex", {}}, {{ShapeChange::Set, static_cast<size_t>(i), shapes[i], after}}});
      s.model.selected = i;
      return true;
    }
  }
  return false;
}

// How near (framebuffer pixels) the pointer must be to take a handle: 8 window pixels for a mouse, a
// fingertip's 22 CSS pixels (a 44-pixel target) after a touch.
double mouseReach(const AppState&) { return 8 * ImGui::GetIO().DisplayFramebufferScale.x; }

double handleReach(const AppState& s) {
  const ImGuiIO& io = ImGui::GetIO();
  return s.touch.gestures.lastInputWasTouch() ? 22 * s.contentScale * io.DisplayFramebufferScale.x
                                              : mouseReach(s);
}

bool removeVertex(AppState& s, const Handle& h) {
  const auto& shapes = s.model.scene().shapes;
  if (h.shape < 0 || h.shape >= static_cast<int>(shapes.size()) || h.kind != HandleKind::Vertex) return false;
  const auto* poly = std::get_if<Polygon>(&shapes[h.shape].shape);
  if (!poly || poly->points.size() <= 3) return false;
  NamedShape after = shapes[h.shape];
  auto& pts = std::get<Polygon>(after.shape).points;
  pts.erase(pts.begin() + h.vertex);
  s.model.run({{"command.remove-vertex", {}},
               {{ShapeChange::Set, static_cast<size_t>(h.shape), shapes[h.shape], after}}});
  return true;
}

double dragStep(const AppState& s) {
  return s.lesson.active >= 0 ? std::min(gridStep(s.cam.zoom), 0.5) : gridStep(s.cam.zoom);
}

namespace {

Vec2 mousePixel() {
  ImGuiIO& io = ImGui::GetIO();
  return {io.MousePos.x * io.DisplayFramebufferScale.x, io.MousePos.y * io.DisplayFramebufferScale.y};
}

bool key(int glfwKey) { return ImGui::IsKeyPressed(glfwKey, false); }

// A lesson page's axis that drags keep to ('x', 'y'; 0: none).
char lessonLock(const AppState& s) {
  const LessonPage* page = s.lesson.current();
  return page ? page->lock : 0;
}

// Tab / Shift+Tab: the keyboard's focus on the next shape body or handle, its shape selected (the Inspector
// shows it).
void cycleFocus(AppState& s, int step) {
  s.view.focus = nextFocus(s.model.scene().shapes, s.view.showMotion, s.view.focus, step);
  if (s.view.focus.shape >= 0) s.model.selected = s.view.focus.shape;
}

// An arrow key: the focused handle (without one, the selection's body) moved by a grid step (Shift: ten;
// Alt: one ulp of its coordinate), a shape's handle within a lesson's drag lock; one command each. `dir` is
// on the screen.
void moveFocused(AppState& s, Vec2 dir, bool tenSteps, bool ulp) {
  const auto& shapes = s.model.scene().shapes;
  if (!focusable(shapes, s.view.showMotion, s.view.focus)) {
    if (s.model.selected < 0 || s.model.selected >= static_cast<int>(shapes.size())) return;
    s.view.focus = {s.model.selected, HandleKind::Body, 0};
  }
  const Handle h = s.view.focus;
  const NamedShape before = shapes[h.shape];
  if (s.cam.yDown) dir.y = -dir.y;
  const double step = dragStep(s);
  // (a lesson's drag lock holds shapes to one axis; a motion's tip is free, as it is to the mouse)
  const char lock = h.kind == HandleKind::Motion ? 0 : lessonLock(s);
  AppState::KeyMoves& m = s.keyMoves;
  if (ulp || m.handle != h || m.step != step || m.revision != s.model.revision())
    m = {h, before, step, 0, 0, 0};
  Vec2 by;
  if (ulp) {
    by = lockedMove(keyMove(dir, step, 1, true, focusPoint(before, h)), lock);
  } else {  // (from the first press's shape by all the steps since: see KeyMoves)
    const int steps = tenSteps ? 10 : 1;
    m.kx += dir.x * steps, m.ky += dir.y * steps;
    by = lockedMove(keyMove({m.kx, m.ky}, step, 1, false, {}), lock);
  }
  const NamedShape after = movedBy(ulp ? before : m.base, h, by);
  if (after.shape == before.shape && after.motion == before.motion) return;
  s.model.run({{h.kind == HandleKind::Motion ? "command.motion" : "command.nudge", {}},
               {{ShapeChange::Set, static_cast<size_t>(h.shape), before, after}}});
  if (!ulp) m.revision = s.model.revision();
}

// Enter or Space on the focused shape: the first of a pair, then (on another) the pair itself.
void pickByKeyboard(AppState& s) {
  const auto& shapes = s.model.scene().shapes;
  const int i = s.view.focus.shape, n = static_cast<int>(shapes.size());
  if (i < 0 || i >= n) return;
  if (s.keyPairFirst < 0 || s.keyPairFirst == i || s.keyPairFirst >= n) {
    s.keyPairFirst = i;
    s.message =
        format(tr(s, "'%s' is the pair's first shape: Tab to another and press Enter"), shapes[i].id.c_str());
    return;
  }
  s.model.pairA = s.keyPairFirst, s.model.pairB = s.model.selected = i;
  s.keyPairFirst = -1;
  s.pairFrameRequested = true;
  s.message =
      format(tr(s, "the pair: '%s' and '%s'"), shapes[s.model.pairA].id.c_str(), shapes[i].id.c_str());
}

// Ctrl+arrows with the motions shown move the selected shape's motion tip by a pixel, or by a grid step when
// snapping (a pixel would round back to where it was) (Shift: ten), one command each: the keyboard's motion
// handle. `presses` is on the screen.
void nudgeMotion(AppState& s, Vec2 presses) {
  const int i = s.model.selected;
  if (i < 0) return;
  const NamedShape& before = s.model.scene().shapes[i];
  NamedShape after = before;
  const double grid = gridStep(s.cam.zoom), unit = s.snap ? grid : 1 / s.cam.zoom;
  after.motion = before.motion + Vec2{presses.x * unit, (s.cam.yDown ? 1 : -1) * presses.y * unit};
  if (s.snap) after.motion = snappedMove(after.motion, grid);
  if (after.motion == before.motion) return;
  s.model.run({{"command.motion", {}}, {{ShapeChange::Set, static_cast<size_t>(i), before, after}}});
}

// [ and ] turn the selected rect or polygon by 15 degrees (Shift: 1), counter-clockwise and clockwise in the
// scene (y up), as one command: the keyboard's rotation handle.
void turnSelection(AppState& s, double degrees) {
  const int i = s.model.selected;
  if (i < 0 || lessonLock(s)) return;
  const NamedShape& before = s.model.scene().shapes[i];
  if (!turnable(before.shape)) return;
  NamedShape after = before;
  after.shape = turned(before.shape, degrees * (M_PI / 180));
  if (std::holds_alternative<Rect>(before.shape))
    s.message =
        format(tr(s, "rect '%s' turned: a polygon now, its corners the rotated ones rounded to doubles"),
               before.id.c_str());
  s.model.run({{"command.rotate", {}}, {{ShapeChange::Set, static_cast<size_t>(i), before, after}}});
}

void mouse(AppState& s) {
  ImGuiIO& io = ImGui::GetIO();
  Vec2 px = mousePixel(), world = s.cam.toWorld(px);
  double tol = handleReach(s) / s.cam.zoom;
  Vec2 deltaPx{io.MouseDelta.x * io.DisplayFramebufferScale.x,
               io.MouseDelta.y * io.DisplayFramebufferScale.y};
  bool space = ImGui::IsKeyDown(GLFW_KEY_SPACE);

  if (s.panning || s.dragging || !io.WantCaptureMouse) {
    if (io.MouseWheel != 0 && !io.WantCaptureMouse) {
      s.cam.zoomAbout(px, std::pow(1.15, io.MouseWheel));
      viewMovedByUser(s);
    }
    if (ImGui::IsMouseDown(1) || ImGui::IsMouseDown(2) || (space && ImGui::IsMouseDown(0) && !s.dragging)) {
      s.panning = true;
      if (deltaPx.x != 0 || deltaPx.y != 0) s.cam.panPixels(deltaPx), viewMovedByUser(s);
    } else {
      s.panning = false;
    }
  }
  // A right click that did not pan (a long press, by touch) opens the canvas menu on what is under it.
  if (ImGui::IsMouseClicked(1)) s.canvasMenu.pressed = !io.WantCaptureMouse;
  if (ImGui::IsMouseReleased(1) && s.canvasMenu.pressed) {
    s.canvasMenu.pressed = false;
    if (io.MouseDragMaxDistanceSqr[1] < io.MouseDragThreshold * io.MouseDragThreshold && !s.batch.on) {
      s.canvasMenu.openRequested = true;
      s.canvasMenu.handle = pick(s.model.scene().shapes, world, tol, mouseReach(s) / s.cam.zoom,
                                 s.model.selected, s.view.showMotion);
      s.canvasMenu.world = world;
    }
  }
  if (s.batch.on) {  // (the scene is hidden: the probe is all there is to drag)
    batchMouse(s, world, tol);
    return;
  }
  if (!s.dragging)
    s.view.hover = io.WantCaptureMouse ? Handle{}
                                       : pick(s.model.scene().shapes, world, tol, mouseReach(s) / s.cam.zoom,
                                              s.model.selected, s.view.showMotion);

  if (!io.WantCaptureMouse && !space && ImGui::IsMouseDoubleClicked(0) && insertVertexAt(s, world, tol))
    return;
  if (!io.WantCaptureMouse && !space && ImGui::IsMouseClicked(0)) {
    Handle h = s.view.hover;
    const auto& shapes = s.model.scene().shapes;
    s.view.focus = {}, s.keyPairFirst = -1;  // (the mouse takes over: no focus ring)
    if (h.kind == HandleKind::None) {
      s.model.selected = -1;
      return;
    }
    auto* poly = std::get_if<Polygon>(&shapes[h.shape].shape);
    if (io.KeyAlt && poly && h.kind == HandleKind::Vertex) {  // Alt+click removes a polygon vertex
      removeVertex(s, h);
      return;
    }
    if (io.KeyShift && s.model.selected >= 0 && s.model.selected != h.shape) {  // Shift+click picks a pair
      s.model.pairA = s.model.selected, s.model.pairB = h.shape;
    }
    s.model.selected = h.shape;
    s.dragging = true;
    // (R held, the canvas menu's "Rotate with the next drag", or the rotation handle)
    const bool rotate = turnable(shapes[h.shape].shape) && !lessonLock(s) &&
                        (ImGui::IsKeyDown(GLFW_KEY_R) || s.rotateNextDrag || h.kind == HandleKind::Rotate);
    if (h.kind == HandleKind::Rotate && !rotate) {  // (a lesson's drag lock: no turning)
      s.dragging = false;
      return;
    }
    s.rotateNextDrag = false;
    s.drag = {h, shapes[h.shape], world, rotate, false};
  }
  if (s.dragging && ImGui::IsMouseDown(0) && s.drag.handle.kind == HandleKind::Motion) {
    // A motion's tip: the arrow from the shape's anchor to the pointer (whole grid steps when snapping).
    Vec2 motion = draggedMotion(s.drag.before, world);
    if (s.snap) motion = snappedMove(motion, gridStep(s.cam.zoom));
    if (motion == s.drag.before.motion && !s.drag.moved) return;
    s.drag.moved = true;
    s.model.previewMotion(s.drag.handle.shape, motion);
    return;
  }
  if (s.dragging && ImGui::IsMouseDown(0)) {
    Vec2 now = world, by = world - s.drag.grab;
    if (s.snap) {  // moves go in whole grid steps
      const double step = dragStep(s);
      by = snappedMove(by, step);
    }
    if (char lock = lessonLock(s)) by = lockedMove(by, lock);
    if (s.snap || lessonLock(s)) now = s.drag.grab + by;
    if (by == Vec2{0, 0} && !s.drag.moved) return;
    s.drag.moved = true;
    Shape next;
    if (s.drag.rotate) {
      next = turned(s.drag.before.shape, s.drag.grab, now);
    } else {
      next = draggedBy(s.drag.before.shape, s.drag.handle, by, now);
    }
    s.model.preview(s.drag.handle.shape, next);
  }
  if (s.dragging && !ImGui::IsMouseDown(0)) {
    s.dragging = false;
    if (s.drag.moved)
      s.model.commitPreview(s.drag.handle.shape, s.drag.before,
                            {s.drag.handle.kind == HandleKind::Motion ? "command.motion"
                             : s.drag.rotate                          ? "command.rotate"
                                                                      : "command.drag",
                             {}});
    if (s.drag.moved && s.drag.rotate && std::holds_alternative<Rect>(s.drag.before.shape))
      s.message =
          format(tr(s, "rect '%s' turned: a polygon now, its corners the rotated ones rounded to doubles"),
                 s.drag.before.id.c_str());
  }
}

void keys(AppState& s) {
  ImGuiIO& io = ImGui::GetIO();
  if (io.WantCaptureKeyboard || s.dragging) return;
  bool ctrl = io.KeyCtrl, shift = io.KeyShift;
  if (s.batch.on) {  // the scene's edits wait until the batch view is left (Esc)
    if (ctrl && key(GLFW_KEY_E)) exportBatchScene(s);
    if (key(GLFW_KEY_ESCAPE)) s.batch.on = false;
    if (key(GLFW_KEY_F9)) s.showPanels = !s.showPanels;
    return;
  }
  if (ctrl && key(GLFW_KEY_Z)) shift ? s.model.redo() : s.model.undo();
  if (ctrl && key(GLFW_KEY_Y)) s.model.redo();
  if (ctrl && key(GLFW_KEY_S)) {
    if (!shift && !s.model.path().empty())
      saveScene(s, s.model.path());
    else
      s.pickerMode = "save";
  }
  if (ctrl && key(GLFW_KEY_O)) openFile(s);
  if (key(GLFW_KEY_F5)) setPresenting(s, !s.presenting.on);
  if (key(GLFW_KEY_ESCAPE) && s.presenting.on) setPresenting(s, false);
  // Text size: Ctrl+= (or Ctrl++ on the keypad) larger, Ctrl+- smaller, Ctrl+0 back to 100%.
  if (ctrl && (key(GLFW_KEY_EQUAL) || key(GLFW_KEY_KP_ADD) || key(GLFW_KEY_MINUS) ||
               key(GLFW_KEY_KP_SUBTRACT) || key(GLFW_KEY_0) || key(GLFW_KEY_KP_0))) {
    const bool up = key(GLFW_KEY_EQUAL) || key(GLFW_KEY_KP_ADD);
    const bool down = key(GLFW_KEY_MINUS) || key(GLFW_KEY_KP_SUBTRACT);
    s.textPercent = up ? nextTextSize(s.textPercent, 1) : down ? nextTextSize(s.textPercent, -1) : 100;
    rememberSettings(s);
  }
  if (ctrl && key(GLFW_KEY_L) && platform::sharesLinks()) copyShareLink(s);
  if (ctrl && key(GLFW_KEY_D) && s.model.selected >= 0)
    s.model.duplicate(s.model.selected, {20 / s.cam.zoom, -20 / s.cam.zoom});
  if (key(GLFW_KEY_DELETE) && s.model.selected >= 0) s.model.remove(s.model.selected);
  if (!ctrl && key(GLFW_KEY_G)) s.snap = !s.snap;
  if (!ctrl && key(GLFW_KEY_M)) s.view.showMotion = !s.view.showMotion;
  if (!ctrl && key(GLFW_KEY_F)) s.fitRequested = true;
  if (key(GLFW_KEY_F9)) s.showPanels = !s.showPanels;
  if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) return;  // (a dialog's Enter is its own)
  if (key(GLFW_KEY_TAB)) cycleFocus(s, shift ? -1 : 1);
  if (key(GLFW_KEY_ESCAPE)) s.view.focus = {}, s.keyPairFirst = -1;
  if (s.view.focus.shape >= 0 && (key(GLFW_KEY_ENTER) || key(GLFW_KEY_KP_ENTER) || key(GLFW_KEY_SPACE)))
    pickByKeyboard(s);
  if (ctrl && s.view.showMotion) {
    const double px = shift ? 10 : 1;
    if (key(GLFW_KEY_LEFT)) nudgeMotion(s, {-px, 0});
    if (key(GLFW_KEY_RIGHT)) nudgeMotion(s, {px, 0});
    if (key(GLFW_KEY_UP)) nudgeMotion(s, {0, -px});
    if (key(GLFW_KEY_DOWN)) nudgeMotion(s, {0, px});
  } else if (!ctrl) {  // (held down, a key repeats: each repeat one step)
    const bool alt = io.KeyAlt;
    if (ImGui::IsKeyPressed(GLFW_KEY_LEFT)) moveFocused(s, {-1, 0}, shift, alt);
    if (ImGui::IsKeyPressed(GLFW_KEY_RIGHT)) moveFocused(s, {1, 0}, shift, alt);
    if (ImGui::IsKeyPressed(GLFW_KEY_UP)) moveFocused(s, {0, 1}, shift, alt);
    if (ImGui::IsKeyPressed(GLFW_KEY_DOWN)) moveFocused(s, {0, -1}, shift, alt);
  }
  if (key(GLFW_KEY_LEFT_BRACKET)) turnSelection(s, shift ? 1 : 15);
  if (key(GLFW_KEY_RIGHT_BRACKET)) turnSelection(s, shift ? -1 : -15);
}

// Two fingers on the canvas: the world point that was under them when they touched stays under their
// centre, zoomed as they spread (over a panel they scroll it instead: ui/touch_input.cpp).
void pinchView(AppState& s) {
  TouchState& t = s.touch;
  const std::optional<Pinch>& p = t.gestures.pinch();
  if (!p || p->id != t.pinch) return;
  if (!t.pinchDecided)  // (the pointer is at the fingers: Dear ImGui knows whether a panel is under them)
    t.pinchDecided = true, t.pinchOverPanel = ImGui::GetIO().WantCaptureMouse;
  if (t.pinchOverPanel) return;
  s.cam.zoom = std::clamp(t.pinchZoom * p->distance / p->startDistance, 1e-6, 1e12);
  s.cam.placeAt(t.pinchWorld, p->centre);
  viewMovedByUser(s);
}

}  // namespace

void handleCanvasInput(AppState& s) {
  pinchView(s);
  mouse(s);
  keys(s);
}

}  // namespace hitlab::app
