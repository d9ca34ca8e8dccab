// app_animations.cpp — the last drag and a lesson page's reveal as animations (app_animations.h).
#include "app_animations.h"

#include <algorithm>

#include "../model/animation_plan.h"
#include "../model/app_state.h"
#include "pictures.h"

namespace hitlab::app {

PictureRequest canvasRequest(const AppState& s) {
  PictureRequest r;
  r.scene = s.model.scene();
  r.a = s.model.pairA, r.b = s.model.pairB;
  const Vec2 size = s.cam.canvasSize();
  r.width = std::clamp(static_cast<int>(size.x), 16, 8192),
  r.height = std::clamp(static_cast<int>(size.y), 16, 8192);
  r.view = View{s.cam.center, s.cam.zoom};
  if (!s.animationAtCanvasSize) {  // (the same world in view, fitted to the new shape)
    const int width = std::clamp(s.animationWidth, 16, 8192),
              height = std::clamp(s.animationHeight, 16, 8192);
    r.view->zoom *= std::min(width / static_cast<double>(r.width), height / static_cast<double>(r.height));
    r.width = width, r.height = height;
  }
  r.yDown = s.cam.yDown;
  r.theme = s.presenting.on ? s.presenting.theme : s.theme;
  r.language = s.explain.language;
  return r;
}

namespace {

bool write(AppState& s, const PictureRequest& r, const std::string& path, int frameMs, const char* wrote) {
  try {
    writePictures(r, path, frameMs);
  } catch (const std::exception& e) {
    say(s, {"export.not-written", {}, {messageOf(e)}});
    return false;
  }
  say(s, {wrote, {path, std::to_string(pictureCount(r))}});
  s.wrote(path);
  return true;
}

}  // namespace

bool exportDragAnimation(AppState& s, const std::string& path, int frameMs) {
  const SceneModel::DragTrail& trail = s.model.lastDrag();
  PictureRequest r = canvasRequest(s);
  r.trail = dragFrames(trail, frameMs);
  if (r.trail.empty() || trail.shape >= static_cast<int>(s.model.scene().shapes.size())) {
    say(s, {"export.no-drag", {}});
    return false;
  }
  r.trailShape = trail.shape;
  return write(s, r, path, frameMs, "export.wrote-drag");
}

bool exportStepsAnimation(AppState& s, const std::string& path, int frameMs) {
  const int n = static_cast<int>(s.model.scene().shapes.size());
  if (s.model.pairA < 0 || s.model.pairB < 0 || s.model.pairA >= n || s.model.pairB >= n) {
    say(s, {"export.no-steps", {}});
    return false;
  }
  PictureRequest r = canvasRequest(s);
  r.explain = true;
  return write(s, r, path, frameMs, "export.wrote-steps");
}

bool exportRevealAnimation(AppState& s, const std::string& path, int frameMs) {
  PictureRequest r = canvasRequest(s);
  if (!revealScene(s, r.scene, r.a, r.b)) {
    say(s, {"export.no-lesson-page", {}});
    return false;
  }
  r.reveal = true;
  return write(s, r, path, frameMs, "export.wrote-reveal");
}

}  // namespace hitlab::app
