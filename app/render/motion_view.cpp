// motion_view.cpp — the motion overlay (motion_view.h), above the shapes: sweeps, arrows, the contact.
#include "motion_view.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "palette.h"
#include "scene_view.h"

namespace hitlab::app {

namespace {

// The convex hull of points (pixels), counter-clockwise (Andrew's monotone chain): the area a convex shape
// sweeps is the hull of where it starts and where it ends.
std::vector<Vec2> hull(std::vector<Vec2> p) {
  std::sort(p.begin(), p.end(), [](Vec2 a, Vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
  if (p.size() < 3) return p;
  std::vector<Vec2> h(2 * p.size());
  std::size_t k = 0;
  for (std::size_t i = 0; i < p.size(); h[k++] = p[i++])
    while (k >= 2 && cross(h[k - 1] - h[k - 2], p[i] - h[k - 2]) <= 0) --k;
  for (std::size_t i = p.size() - 1, t = k + 1; i > 0; h[k++] = p[--i])
    while (k >= t && cross(h[k - 1] - h[k - 2], p[i - 1] - h[k - 2]) <= 0) --k;
  h.resize(k - 1);
  return h;
}

void sweep(Canvas& r, const NamedShape& s, const Camera& cam, Color c) {
  std::vector<Vec2> pts;
  for (Vec2 p : worldOutline(s.shape, cam))
    pts.push_back(cam.toPixel(p)), pts.push_back(cam.toPixel(p + s.motion));
  const std::vector<Vec2> h = hull(std::move(pts));
  if (h.size() == 2) return r.line(h[0], h[1], 6, c);  // (a point's sweep: a segment)
  for (std::size_t i = 1; i + 1 < h.size(); ++i) r.triangle(h[0], h[i], h[i + 1], c);
}

void handleDisk(Canvas& r, Vec2 at, bool hot, float ghost) {
  r.disk(at, hot ? 7 : 5, withAlpha(palette().handleFill, hot ? 1.0f : ghost), palette().handleStroke, 1.5f);
}

}  // namespace

void drawMotions(Canvas& r, const SceneModel& model, const Camera& cam, const ViewOptions& opt) {
  const auto& shapes = model.scene().shapes;
  const Color c = palette().arrow;
  // Sweeps under everything else of the overlay, then where each ends (dashed) and its arrow.
  int drawn = 0;
  for (const NamedShape& s : shapes)
    if (s.motion != Vec2{0, 0} && drawn++ < kMotionsDrawn) sweep(r, s, cam, withAlpha(c, 0.08f));
  r.flush();
  drawn = 0;
  for (int i = 0; i < static_cast<int>(shapes.size()); ++i) {
    const NamedShape& s = shapes[i];
    if (s.motion == Vec2{0, 0} || drawn++ >= kMotionsDrawn) continue;
    drawOutline(r, translated(s.shape, s.motion), cam, 1.5f, withAlpha(c, 0.5f), 8);
    const Vec2 from = cam.toPixel(anchorOf(s.shape)), tip = cam.toPixel(motionHandle(s));
    drawArrow(r, from, tip, 2, c);
    handleDisk(r, tip, opt.hover == Handle{i, HandleKind::Motion, 0}, palette().handleFill.a);
  }
  // The selection standing still: a handle to pull its motion out, on a dotted stem.
  if (model.selected >= 0 && model.selected < static_cast<int>(shapes.size()) &&
      shapes[model.selected].motion == Vec2{0, 0}) {
    const NamedShape& s = shapes[model.selected];
    const Vec2 at = cam.toPixel(motionHandle(s));
    r.line(cam.toPixel(anchorOf(s.shape)), at, 1.5f, withAlpha(c, 0.5f), 6);
    handleDisk(r, at, opt.hover == Handle{model.selected, HandleKind::Motion, 0}, 0.35f);
  }
  // The selected pair at the time slider's t, or where it first touches: both outlines moved there, then
  // the contact points and the normal.
  const TimeOfImpact* toi = model.selectedToi();
  if (toi && opt.scrubTime >= 0) {
    for (int i : {model.pairA, model.pairB})
      drawOutline(r, translated(shapes[i].shape, opt.scrubTime * shapes[i].motion), cam, 2.5f,
                  palette().highlight);
  } else if (toi && toi->t && !opt.hideAnswers) {
    const double t = *toi->t;
    for (int i : {model.pairA, model.pairB})
      drawOutline(r, translated(shapes[i].shape, t * shapes[i].motion), cam, 2.5f, palette().highlight);
    for (Vec2 p : toi->points) r.disk(cam.toPixel(p), 5, {0, 0, 0, 0}, palette().touchRing, 2);
    if (toi->normal && !toi->points.empty()) {
      const Vec2 at = cam.toPixel(toi->points.front()), n{toi->normal->x, -toi->normal->y};  // (y down)
      drawArrow(r, at, at + 40 * n, 2.5f, palette().highlight);
    }
  }
  // Where each judge in motion says the pair first touches, dashed in its colour.
  for (const ViewOptions::JudgeOutline& o : opt.judgeOutlines) {
    auto channel = [&](int k) { return static_cast<float>((o.colour >> (8 * k)) & 0xFF) / 255.0f; };
    drawOutline(r, o.shape, cam, 2.0f, {channel(0), channel(1), channel(2), channel(3)}, 7);
  }
  r.flush();
}

}  // namespace hitlab::app
