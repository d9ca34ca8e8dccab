// animation_plan.cpp — the frames of the last drag and of a lesson page's reveal (animation_plan.h).
#include "animation_plan.h"

namespace hitlab::app {

std::vector<NamedShape> dragFrames(const SceneModel::DragTrail& trail, int frameMs) {
  std::vector<NamedShape> frames;
  if (trail.states.size() < 2 || trail.seconds.size() != trail.states.size()) return frames;
  // (a frame every frameMs of the drag's own time: the state shown then; the last where it ended)
  const double step = frameMs / 1000.0, end = trail.seconds.back();
  std::size_t at = 0;
  for (double t = 0;; t += step) {
    while (at + 1 < trail.seconds.size() && trail.seconds[at + 1] <= t) ++at;
    frames.push_back(trail.states[at]);
    if (t >= end || frames.size() >= 1000) break;
  }
  frames.back() = trail.states.back();  // (where it ended, however long the drag)
  return frames;
}

bool revealScene(const AppState& s, Scene& scene, int& a, int& b) {
  const LessonPage* page = s.lesson.current();
  if (!page || page->scene.shapes.empty()) return false;
  scene = page->scene;
  a = b = -1;
  for (int i = 0; i < static_cast<int>(scene.shapes.size()); ++i) {
    if (scene.shapes[i].id == page->a) a = i;
    if (scene.shapes[i].id == page->b) b = i;
  }
  return true;
}

bool startDragAnimation(AppState& s, const std::string& path, int frameMs) {
  const SceneModel::DragTrail& trail = s.model.lastDrag();
  const int n = static_cast<int>(s.model.scene().shapes.size());
  const std::vector<NamedShape> frames = dragFrames(trail, frameMs);
  if (frames.empty() || trail.shape < 0 || trail.shape >= n) {
    say(s, {"export.no-drag", {}});
    return false;
  }
  AnimationExport e = animationExport(path, frameMs, s.explain.step);
  for (const NamedShape& state : frames) {
    e.scenes.push_back(s.model.scene());
    e.scenes.back().shapes[trail.shape] = state;
  }
  e.a = s.model.pairA, e.b = s.model.pairB, e.wrote = "export.wrote-drag";
  s.animation = std::move(e);
  return true;
}

bool startRevealAnimation(AppState& s, const std::string& path, int frameMs) {
  AnimationExport e = animationExport(path, frameMs, s.explain.step);
  Scene scene;
  if (!revealScene(s, scene, e.a, e.b)) {
    say(s, {"export.no-lesson-page", {}});
    return false;
  }
  e.scenes = {scene, scene};  // (the answers hidden, then shown)
  e.reveal = true, e.wrote = "export.wrote-reveal";
  s.animation = std::move(e);
  return true;
}

}  // namespace hitlab::app
