// app_animations.cpp — the last drag and a lesson page's reveal as animations (app_animations.h).
#include "app_animations.h"

#include <algorithm>

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
  if (trail.states.size() < 2 || trail.shape >= static_cast<int>(s.model.scene().shapes.size())) {
    say(s, {"export.no-drag", {}});
    return false;
  }
  PictureRequest r = canvasRequest(s);
  r.trailShape = trail.shape;
  // (a picture every frameMs of the drag's own time: the state shown then; the last where it ended)
  const double step = frameMs / 1000.0, end = trail.seconds.back();
  std::size_t at = 0;
  for (double t = 0;; t += step) {
    while (at + 1 < trail.seconds.size() && trail.seconds[at + 1] <= t) ++at;
    r.trail.push_back(trail.states[at]);
    if (t >= end || r.trail.size() >= 1000) break;
  }
  r.trail.back() = trail.states.back();  // (where it ended, however long the drag)
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
  const LessonPage* page = s.lesson.current();
  if (!page || page->scene.shapes.empty()) {
    say(s, {"export.no-lesson-page", {}});
    return false;
  }
  PictureRequest r = canvasRequest(s);
  r.scene = page->scene;
  r.a = r.b = -1;
  for (int i = 0; i < static_cast<int>(page->scene.shapes.size()); ++i) {
    if (page->scene.shapes[i].id == page->a) r.a = i;
    if (page->scene.shapes[i].id == page->b) r.b = i;
  }
  r.reveal = true;
  return write(s, r, path, frameMs, "export.wrote-reveal");
}

}  // namespace hitlab::app
