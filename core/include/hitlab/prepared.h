// hitlab/prepared.h — a shape with everything that depends on it alone worked out once: its validity and
// winding, its SAT axes' unit normals and its own intervals on them, its outline in columns. Evaluating
// many pairs of the same shapes (every pair of a scene in hitlab-cli, a benchmark) then pays that once per
// shape, as Box2D's b2PolygonShape keeps its normals. The results are exactly those of
// evaluate(Shape, Shape).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "hitlab/motion.h"
#include "hitlab/relation.h"

namespace hitlab {

class PreparedShape {
 public:
  /// `name` only appears in the problem message ("polygon 'p' has zero area").
  explicit PreparedShape(Shape shape, std::string_view name = "shape");

  const Shape& shape() const { return shape_; }
  /// Why the shape cannot be evaluated (as shapeProblem), or empty.
  const std::string& problem() const { return problem_; }
  /// problem().empty(), read from next to the data a pair reads.
  bool valid() const { return valid_; }
  /// The largest magnitude of its coordinates and radius (hitlab::magnitude of the shape).
  double magnitude() const { return magnitude_; }

  // Read by the pair code (internal layout of data()).
  /// A valid polygon's or rect's winding: +1 counter-clockwise, -1 clockwise.
  int winding() const { return winding_; }
  int satAxes() const { return satAxes_; }  ///< edge normals it gives SAT (rect 4, polygon n, else 0)
  double size() const { return size_; }     ///< largest |x| + |y| (+ r) of its SAT outline
  bool hasColumns() const { return hasColumns_; }
  /// nx, ny, lo, hi of the SAT axes (satAxes() each), then the outline columns.
  const double* data() const { return onHeap_ ? heap_.data() : inline_; }
  /// A polygon or rect of at most kInlineVertices edges, with its outline vertices inside the object: a pair
  /// of these takes the small-polygon kernels straight from the prepared data.
  bool smallPolygon() const { return small_; }
  /// The outline vertices of a polygon (or rect) kept inside the object (up to kInlineVertices), else null.
  const Vec2* inlineVertices() const { return inlineVertexCount_ > 0 ? inlineVertices_ : nullptr; }
  /// What a moving disk's time of impact reads of a small polygon's edges (their lengths, in columns:
  /// motion/filtered_toi.h's writeDiskEdges), else null.
  const double* diskEdges() const { return small_ ? diskEdges_ : nullptr; }

  /// Shapes up to this many vertices keep everything a pair reads inside the object, first: a pair then
  /// reads two compact blocks instead of chasing pointers into the heap.
  static constexpr int kInlineVertices = 8;

 private:
  Shape shape_;
  int winding_ = 0, satAxes_ = 0, inlineVertexCount_ = 0;
  double size_ = 0, magnitude_ = 0;
  bool valid_ = false, hasColumns_ = false, onHeap_ = false, small_ = false;
  double inline_[6 * kInlineVertices + 6] = {};  // 4 SAT columns, then the 2 outline columns and a box
  Vec2 inlineVertices_[kInlineVertices];
  std::string problem_;
  std::vector<double> heap_;               // data when it does not fit inline
  double diskEdges_[5 * kInlineVertices];  // (written and read only for a small polygon)
};

/// The full result for (a, b) into `out`, reusing its lists' memory (no allocation once they are big
/// enough): the same as evaluate(a.shape(), b.shape(), names).
void evaluate(const PreparedShape& a, const PreparedShape& b, PairResult& out);
PairResult evaluate(const PreparedShape& a, const PreparedShape& b);
/// The fields `query` asks for (hitlab/relation.h's Query) into `out`; the others are reset.
void evaluate(const PreparedShape& a, const PreparedShape& b, Query query, PairResult& out);

/// timeOfImpact(a.shape(), va, b.shape(), vb, what) (hitlab/motion.h), reading what the shapes hold (a
/// polygon's vertices and winding) instead of working it out again.
TimeOfImpact timeOfImpact(const PreparedShape& a, Vec2 va, const PreparedShape& b, Vec2 vb,
                          ImpactQuery what = ImpactQuery::Full);

}  // namespace hitlab
