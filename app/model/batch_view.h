// batch_view.h — the batch view (seed 000's NumPy test, live): thousands of random segments and one probe
// segment the user drags; every change runs the batch (SIMD) path of hitlab/batch.h against all of them,
// checks it against the scalar classify(), and counts what seed 000's check_intersection says in double
// beside what the same formula says exactly. No GL or ImGui here.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "hitlab/batch.h"
#include "hitlab/scene_io.h"

namespace hitlab::app {

struct BatchCounts {
  std::size_t touching = 0, overlapping = 0;  ///< hitlab's exact relation, from the batch path
  std::size_t exactPath = 0;       ///< pairs the batch path's error bound sent to the exact predicates
  std::size_t scalarDisagree = 0;  ///< pairs where classify(Segment, Segment) says otherwise (must be 0)
  std::size_t seedDouble = 0;      ///< pairs seed 000's check_intersection calls intersecting, in double
  std::size_t seedExact = 0;       ///< ... and the same formula evaluated exactly
  std::size_t seedWrong = 0;       ///< pairs where the double verdict differs from the exact one
  double batchMicros = 0, scalarMicros = 0;  ///< time of the batch run and of the scalar check
};

class BatchView {
 public:
  /// `count` random segments over the box lo..hi (a fixed random seed per count: the same segments every
  /// time), and the probe across its middle.
  void generate(int count, Vec2 lo, Vec2 hi);
  int count() const { return static_cast<int>(ax_.size()); }
  Segment segment(int i) const { return {{ax_[i], ay_[i]}, {bx_[i], by_[i]}}; }
  Segment probe() const { return probe_; }
  void setProbe(const Segment& s);
  /// Relation of segment i with the probe (0 disjoint, 1 touching, 2 overlapping), and the seed's verdicts.
  std::uint8_t relation(int i) const { return relation_[i]; }
  bool seedDouble(int i) const { return seedDouble_[i] != 0; }
  bool seedWrong(int i) const { return seedWrong_[i] != 0; }
  const BatchCounts& counts() const { return counts_; }

  /// The segments and the probe as a regression scene: ids s0.., "probe"; an expectation (the batch path's
  /// relation) for the probe with every segment it meets.
  Scene toScene() const;

 private:
  void update();
  std::vector<double> ax_, ay_, bx_, by_;
  Segment probe_{};
  std::vector<std::uint8_t> relation_, seedDouble_, seedWrong_;
  BatchCounts counts_;
};

}  // namespace hitlab::app
