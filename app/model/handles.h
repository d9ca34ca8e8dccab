// handles.h — what a click takes: shape handles, hit testing and the shape a drag produces (no GL).
#pragma once

#include <vector>

#include "hitlab/scene_io.h"

namespace hitlab::app {

enum class HandleKind { None, Body, Vertex, Center, Radius, Rotate, Motion };

/// A grabbable part of shape `shape`: its body, vertex `vertex` (segment ends, rect corners counter-clockwise
/// from min, polygon vertices, the point itself), a circle's center, its radius handle, (the selected rect
/// or polygon) its rotation handle, or (motions shown) the tip of its motion arrow.
struct Handle {
  int shape = -1;
  HandleKind kind = HandleKind::None;
  int vertex = 0;
  friend bool operator==(const Handle&, const Handle&) = default;
};
/// The kind's name in lower case ("none", "body", "vertex", ...): the frame report's and the tests' word.
const char* handleKindName(HandleKind k);

/// Every point handle of a shape with its world position (bodies have none); the rotation handle of a rect or
/// polygon only when it is `selected` (a handle in empty space is seen, and taken, only on the selection).
std::vector<std::pair<Handle, Vec2>> pointHandles(const Shape& s, int index, bool selected = false);
/// Whether a shape can be turned (rects, which become polygons, and polygons).
bool turnable(const Shape& s);
/// What a turn keeps still: the mean of a rect's corners or a polygon's vertices.
Vec2 pivotOf(const Shape& s);
/// Where the rotation handle of a rect or polygon sits: straight above its pivot, clear of the shape by a
/// quarter of its larger extent.
Vec2 rotationHandle(const Shape& s);
/// A rect as the polygon of its corners (counter-clockwise from min), its radius kept; a polygon as it is.
Polygon asPolygon(const Shape& s);
/// A rect or polygon turned about its pivot by `angle` radians (counter-clockwise, y up): a polygon whose
/// vertices are the turned ones rounded to doubles, as an engine stores a rotated box.
Polygon turned(const Shape& s, double angle);
/// The same by the angle from `grab` to `now`, seen from the pivot (a drag).
Polygon turned(const Shape& s, Vec2 grab, Vec2 now);
/// Where a shape's motion arrow starts: its point, a segment's or capsule's middle, a circle's center, a
/// rect's or polygon's pivot.
Vec2 anchorOf(const Shape& s);
/// The tip of a shape's motion arrow (anchor + motion); for a shape standing still, where a motion is pulled
/// out from: right of its bounds by a quarter of its larger extent (offered on the selection only).
Vec2 motionHandle(const NamedShape& n);
/// A shape's motion after dragging its motion handle to `now`: from the anchor to the pointer.
Vec2 draggedMotion(const NamedShape& n, Vec2 now);
/// Where a capsule's radius handle sits: on its left side (of a -> b), at the middle.
Vec2 capsuleRadiusHandle(const Capsule& k);
/// Where a rounded rect's or polygon's radius handle sits (radius > 0): a rect's on its top side, a polygon's
/// on its first edge's side, at the middle.
Vec2 roundedRadiusHandle(const Shape& s);

/// The handle under `world`: the nearest point handle within `tol` (world units), else the topmost (last)
/// shape whose closed set is within `tol`, else none. With a `precise` reach smaller than `tol` (a finger's
/// tol, a mouse's precise), what is within `precise` comes first: a finger on the middle of a short segment
/// takes its body, not an end that is within a fingertip's reach.
/// `selected`: the shape whose rotation handle can be taken (-1: none); `motions`: the motion arrows are
/// shown, and their tips taken (a still shape's on the selection only).
Handle pick(const std::vector<NamedShape>& shapes, Vec2 world, double tol, double precise = 0,
            int selected = -1, bool motions = false);

/// The shape after dragging handle h of `original` from grab to now (world units). A rect stays min <= max; a
/// rotation handle turns it (turned).
Shape dragged(const Shape& original, const Handle& h, Vec2 grab, Vec2 now);
/// The same with the move given as it is meant (`by`, e.g. whole grid steps): the shape moves by exactly
/// `by`, not by (grab + by) - grab rounded twice. `now` is where the pointer is (a circle's radius handle).
Shape draggedBy(const Shape& original, const Handle& h, Vec2 by, Vec2 now);
/// `d` in whole steps of `step` (1, 2 or 5 times a power of ten), each coordinate k * step rounded once:
/// three steps of 0.1 are 0.3, not 0.30000000000000004.
Vec2 snappedMove(Vec2 d, double step);

}  // namespace hitlab::app
