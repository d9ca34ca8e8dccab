// batch_draw.cpp — the batch view on a canvas (batch_draw.h).
#include "batch_draw.h"

#include "palette.h"

#include "scene_view.h"

namespace hitlab::app {

void drawBatch(Canvas& r, const BatchView& view, const Camera& cam, int hover) {
  drawGrid(r, cam);
  const Color apart = withAlpha(palette().disjoint, 0.45f), wrong = palette().seedWrong;
  // The segments apart first, then those that meet the probe on top of them.
  for (int pass = 0; pass < 2; ++pass) {
    for (int i = 0; i < view.count(); ++i) {
      const bool meets = view.relation(i) != 0;
      if (meets != (pass == 1)) continue;
      const Segment s = view.segment(i);
      const Color c = meets ? relationColor(static_cast<Relation>(view.relation(i))) : apart;
      r.line(cam.toPixel(s.a), cam.toPixel(s.b), meets ? 2.5f : 1, c);
    }
    r.flush();
  }
  for (int i = 0; i < view.count(); ++i)
    if (view.seedWrong(i)) {
      const Segment s = view.segment(i);
      r.disk(cam.toPixel(0.5 * (s.a + s.b)), 6, {0, 0, 0, 0}, wrong, 2);
    }
  const Segment p = view.probe();
  const Color probe = withAlpha(palette().probe, hover == 2 ? 1.0f : palette().probe.a);
  r.line(cam.toPixel(p.a), cam.toPixel(p.b), hover == 2 ? 4 : 3, probe);
  r.disk(cam.toPixel(p.a), hover == 0 ? 7 : 5, probe);
  r.disk(cam.toPixel(p.b), hover == 1 ? 7 : 5, probe);
  r.flush();
}

}  // namespace hitlab::app
