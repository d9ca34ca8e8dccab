// touch_input.cpp — fingers as Dear ImGui's mouse (touch_input.h).
#include "touch_input.h"

#include <imgui.h>
#include <imgui_internal.h>  // (GImGui: whether a press took an item or only a window's background)

#include "../model/app_state.h"

namespace hitlab::app {

namespace {
double gCursorX = -1, gCursorY = -1;
bool gFingerPressed = false;  // the last frame's finger held the left button
}  // namespace

void touchToImGui(AppState& s, double cursorX, double cursorY, double now) {
  TouchGestures& g = s.touch.gestures;
  if (cursorX != gCursorX || cursorY != gCursorY) {  // (fingers never move GLFW's cursor: only a mouse)
    if (gCursorX >= 0) g.mouseUsed();
    gCursorX = cursorX, gCursorY = cursorY;
  }
  g.setSlop(10 * s.contentScale);
  ImGuiIO& io = ImGui::GetIO();
  const ImGuiContext& ctx = *GImGui;
  // A finger that pressed on a panel's background (no item took it; the window's move id did) scrolls.
  if (gFingerPressed && io.WantCaptureMouse && ctx.HoveredWindow &&
      (ctx.ActiveId == 0 || ctx.ActiveId == ctx.HoveredWindow->MoveId))
    g.scrollInstead();
  const std::optional<PointerFrame> f = g.frame(now);
  gFingerPressed = f && f->left;
  if (!f) return;
  s.touch.seen = true;
  const float sx = io.DisplayFramebufferScale.x, sy = io.DisplayFramebufferScale.y;
  io.MousePos = {static_cast<float>(f->pos.x / sx), static_cast<float>(f->pos.y / sy)};
  io.MouseDown[0] = f->left, io.MouseDown[1] = f->right, io.MouseDown[2] = false;
  const float line = ImGui::GetTextLineHeightWithSpacing() * 5 * sy;  // (a wheel step scrolls 5 lines)
  io.MouseWheel += static_cast<float>(g.takeScroll() / line);
  // Two fingers: the view's zoom about their centre on the canvas, or a scroll over a panel.
  TouchState& t = s.touch;
  if (const std::optional<Pinch>& p = g.pinch()) {
    if (p->id != t.pinch) {  // (over a panel or not: its first frame tells, ui/tools.cpp)
      t.pinch = p->id;
      t.pinchDecided = t.pinchOverPanel = false;
      t.pinchWorld = s.cam.toWorld(p->startCentre);
      t.pinchZoom = s.cam.zoom;
      t.pinchLastY = p->startCentre.y;
    }
    if (t.pinchOverPanel) io.MouseWheel += static_cast<float>((p->centre.y - t.pinchLastY) / line);
    t.pinchLastY = p->centre.y;
  }
}

}  // namespace hitlab::app
