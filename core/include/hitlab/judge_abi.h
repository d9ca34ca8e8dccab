/* hitlab/judge_abi.h -- the C interface of a judge: any collision code that hitlab asks beside the exact
 * answer (hitlab-cli hunt --judge PATH, File > Load judge... in the app). A published contract, like the
 * scene format: C89, no hitlab types, and a plugin built against it keeps working.
 *
 * A plugin is a shared library that exports any of the functions below; hitlab asks it only the pair types
 * it exports. It runs in a child process of hitlab's: a crash, an endless loop or a NaN answer is a finding
 * with its input, never the end of hitlab.
 *
 * Shapes, as flat arrays of doubles (y up; polygons convex, either winding unless the judge says ccw=1):
 *   segment  ax ay bx by        circle  cx cy r        rect  minx miny maxx maxy
 *   point    x y                polygon x0 y0 x1 y1 ... with its vertex count n (3 or more)
 *   capsule  ax ay bx by r      (abi 2: every point within r of the segment a-b)
 * Rounded rects and polygons (abi 3: every point within r of the plain one) are given to the rounded
 * functions alone, hitlab_rounded_<pair>, with the radius last:
 *   rect     minx miny maxx maxy r          polygon  x0 y0 ... x(n-1) y(n-1) r, with its vertex count n
 * A rounded function has the plain one's arguments (only the arrays are one value longer) and takes every
 * rect and polygon of its pair type: a plain one has r = 0. A pair with a radius on a rect or polygon is
 * asked through the rounded functions only (never when the judge exports none for its type); a pair without
 * through the plain ones, or, for a judge that exports only rounded ones for the type, through those.
 * A pair's first shape is the one that comes first in that order: point, segment, circle, rect, polygon,
 * capsule (hitlab_polygon_capsule takes the polygon, its count, then the capsule).
 *
 * Return values of the pair functions:
 *   0  they miss            1  they meet
 *   2  they touch           3  they overlap      (for a judge that tells touching apart from overlapping)
 *   negative: the judge declines this input (it is then not judged)
 *
 * Optional richer answers:
 *   hitlab_points_<pair>(..., double out[4]) returns how many points where the outlines cross it wrote into
 *     out (x0 y0 x1 y1), 0 to 2, or a negative value to decline;
 *   hitlab_distance_<pair>(...) returns the distance between the two point sets (0 when they meet).
 *   Either may come without its pair function: its numbers alone are then judged.
 *
 * hitlab_judge_info() returns "key=value" settings separated by ';', each optional:
 *   name=NAME                  the judge's name in reports (default: the file's name)
 *   touching=strict|inclusive|either
 *                              what the judge answers for shapes that only touch: strict says miss, inclusive
 *                              says meet, either accepts both (default inclusive); a convention is never
 *                              reported as a bug
 *   touching.rect_rect=strict  the same for one pair type (the names of the functions, without hitlab_)
 *   float=1                    the code works in float: every input hitlab gives it is exactly representable
 *                              in float, so the exact answer is about the very shapes the code sees
 *   ccw=1                      polygons are given counter-clockwise
 *   skin=D                     inside a band of width D around the outlines, either answer is accepted (a
 *                              polygon skin such as Box2D's), reported as "by design", not as an error
 *   degenerate=skip            segments of length 0, rects of zero width or height and circles of radius 0
 *                              are outside what the judge claims to handle: its findings on them are listed
 *                              apart, not as errors (default: judge)
 *   range=R                    the judge claims to handle coordinates and radii up to R in magnitude (Box2D:
 *                              a world of a few kilometres): findings beyond it are listed apart
 *   toi.target=D               (abi 4) the separation at which its time of impact reports contact: a little
 *   toi.tolerance=E            apart for a method that stops short by design (conservative advancement), a
 *                              depth for one that reports a slight overlap; within E either way of D is "by
 *                              design", never an error (default 0 and 0: the moment they touch)
 *   abi=1                      the version of this interface the plugin was written for (default 1). Later
 *                              versions only append: new functions and new keys, never a changed signature,
 *                              so a plugin written for version 1 keeps working (SQLite's rule). Version 2
 *                              appends the capsule's pair types, version 3 the rounded functions, version 4
 *                              the time of impact functions (hitlab_toi_<pair>), version 5 the same with
 *                              the contact normal (hitlab_toi_normal_<pair>).
 */
#ifndef HITLAB_JUDGE_ABI_H
#define HITLAB_JUDGE_ABI_H

#if defined(_WIN32)
#define HITLAB_JUDGE_EXPORT __declspec(dllexport)
#else
#define HITLAB_JUDGE_EXPORT __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* A plugin declares what it exports with these (a C++ plugin gets C linkage from the extern "C" above):
 *   HITLAB_JUDGE_EXPORT int hitlab_segment_segment(const double a[4], const double b[4]) { ... } */
HITLAB_JUDGE_EXPORT int hitlab_segment_segment(const double a[4], const double b[4]);
HITLAB_JUDGE_EXPORT int hitlab_segment_circle(const double s[4], const double c[3]);
HITLAB_JUDGE_EXPORT int hitlab_circle_circle(const double a[3], const double b[3]);
HITLAB_JUDGE_EXPORT int hitlab_rect_rect(const double a[4], const double b[4]);
HITLAB_JUDGE_EXPORT int hitlab_circle_rect(const double c[3], const double r[4]);
HITLAB_JUDGE_EXPORT int hitlab_segment_rect(const double s[4], const double r[4]);
HITLAB_JUDGE_EXPORT int hitlab_polygon_polygon(const double* a, int na, const double* b, int nb);
HITLAB_JUDGE_EXPORT int hitlab_circle_polygon(const double c[3], const double* p, int n);
HITLAB_JUDGE_EXPORT int hitlab_segment_polygon(const double s[4], const double* p, int n);
HITLAB_JUDGE_EXPORT int hitlab_rect_polygon(const double r[4], const double* p, int n);
HITLAB_JUDGE_EXPORT int hitlab_point_point(const double p[2], const double q[2]);
HITLAB_JUDGE_EXPORT int hitlab_point_segment(const double p[2], const double s[4]);
HITLAB_JUDGE_EXPORT int hitlab_point_circle(const double p[2], const double c[3]);
HITLAB_JUDGE_EXPORT int hitlab_point_rect(const double p[2], const double r[4]);
HITLAB_JUDGE_EXPORT int hitlab_point_polygon(const double p[2], const double* q, int n);

/* Optional: where the outlines cross (the count, points in out), for these three pair types. */
HITLAB_JUDGE_EXPORT int hitlab_points_segment_segment(const double a[4], const double b[4], double out[4]);
HITLAB_JUDGE_EXPORT int hitlab_points_segment_circle(const double s[4], const double c[3], double out[4]);
HITLAB_JUDGE_EXPORT int hitlab_points_circle_circle(const double a[3], const double b[3], double out[4]);

/* Optional: the distance between the two shapes, for any pair type. */
HITLAB_JUDGE_EXPORT double hitlab_distance_segment_segment(const double a[4], const double b[4]);
HITLAB_JUDGE_EXPORT double hitlab_distance_segment_circle(const double s[4], const double c[3]);
HITLAB_JUDGE_EXPORT double hitlab_distance_circle_circle(const double a[3], const double b[3]);
HITLAB_JUDGE_EXPORT double hitlab_distance_rect_rect(const double a[4], const double b[4]);
HITLAB_JUDGE_EXPORT double hitlab_distance_circle_rect(const double c[3], const double r[4]);
HITLAB_JUDGE_EXPORT double hitlab_distance_segment_rect(const double s[4], const double r[4]);
HITLAB_JUDGE_EXPORT double hitlab_distance_polygon_polygon(const double* a, int na, const double* b, int nb);
HITLAB_JUDGE_EXPORT double hitlab_distance_circle_polygon(const double c[3], const double* p, int n);
HITLAB_JUDGE_EXPORT double hitlab_distance_segment_polygon(const double s[4], const double* p, int n);
HITLAB_JUDGE_EXPORT double hitlab_distance_rect_polygon(const double r[4], const double* p, int n);
HITLAB_JUDGE_EXPORT double hitlab_distance_point_point(const double p[2], const double q[2]);
HITLAB_JUDGE_EXPORT double hitlab_distance_point_segment(const double p[2], const double s[4]);
HITLAB_JUDGE_EXPORT double hitlab_distance_point_circle(const double p[2], const double c[3]);
HITLAB_JUDGE_EXPORT double hitlab_distance_point_rect(const double p[2], const double r[4]);
HITLAB_JUDGE_EXPORT double hitlab_distance_point_polygon(const double p[2], const double* q, int n);

/* abi 2: capsules, each pair type with its pair and distance functions. */
HITLAB_JUDGE_EXPORT int hitlab_point_capsule(const double p[2], const double k[5]);
HITLAB_JUDGE_EXPORT int hitlab_segment_capsule(const double s[4], const double k[5]);
HITLAB_JUDGE_EXPORT int hitlab_circle_capsule(const double c[3], const double k[5]);
HITLAB_JUDGE_EXPORT int hitlab_rect_capsule(const double r[4], const double k[5]);
HITLAB_JUDGE_EXPORT int hitlab_polygon_capsule(const double* p, int n, const double k[5]);
HITLAB_JUDGE_EXPORT int hitlab_capsule_capsule(const double a[5], const double b[5]);
HITLAB_JUDGE_EXPORT double hitlab_distance_point_capsule(const double p[2], const double k[5]);
HITLAB_JUDGE_EXPORT double hitlab_distance_segment_capsule(const double s[4], const double k[5]);
HITLAB_JUDGE_EXPORT double hitlab_distance_circle_capsule(const double c[3], const double k[5]);
HITLAB_JUDGE_EXPORT double hitlab_distance_rect_capsule(const double r[4], const double k[5]);
HITLAB_JUDGE_EXPORT double hitlab_distance_polygon_capsule(const double* p, int n, const double k[5]);
HITLAB_JUDGE_EXPORT double hitlab_distance_capsule_capsule(const double a[5], const double b[5]);

/* abi 3: rounded rects and polygons, their radius last (a polygon's array holds 2 n + 1 values). */
HITLAB_JUDGE_EXPORT int hitlab_rounded_point_rect(const double p[2], const double r[5]);
HITLAB_JUDGE_EXPORT int hitlab_rounded_point_polygon(const double p[2], const double* q, int n);
HITLAB_JUDGE_EXPORT int hitlab_rounded_segment_rect(const double s[4], const double r[5]);
HITLAB_JUDGE_EXPORT int hitlab_rounded_segment_polygon(const double s[4], const double* p, int n);
HITLAB_JUDGE_EXPORT int hitlab_rounded_circle_rect(const double c[3], const double r[5]);
HITLAB_JUDGE_EXPORT int hitlab_rounded_circle_polygon(const double c[3], const double* p, int n);
HITLAB_JUDGE_EXPORT int hitlab_rounded_rect_rect(const double a[5], const double b[5]);
HITLAB_JUDGE_EXPORT int hitlab_rounded_rect_polygon(const double r[5], const double* p, int n);
HITLAB_JUDGE_EXPORT int hitlab_rounded_polygon_polygon(const double* a, int na, const double* b, int nb);
HITLAB_JUDGE_EXPORT int hitlab_rounded_rect_capsule(const double r[5], const double k[5]);
HITLAB_JUDGE_EXPORT int hitlab_rounded_polygon_capsule(const double* p, int n, const double k[5]);
HITLAB_JUDGE_EXPORT double hitlab_distance_rounded_point_rect(const double p[2], const double r[5]);
HITLAB_JUDGE_EXPORT double hitlab_distance_rounded_point_polygon(const double p[2], const double* q, int n);
HITLAB_JUDGE_EXPORT double hitlab_distance_rounded_segment_rect(const double s[4], const double r[5]);
HITLAB_JUDGE_EXPORT double hitlab_distance_rounded_segment_polygon(const double s[4], const double* p, int n);
HITLAB_JUDGE_EXPORT double hitlab_distance_rounded_circle_rect(const double c[3], const double r[5]);
HITLAB_JUDGE_EXPORT double hitlab_distance_rounded_circle_polygon(const double c[3], const double* p, int n);
HITLAB_JUDGE_EXPORT double hitlab_distance_rounded_rect_rect(const double a[5], const double b[5]);
HITLAB_JUDGE_EXPORT double hitlab_distance_rounded_rect_polygon(const double r[5], const double* p, int n);
HITLAB_JUDGE_EXPORT double hitlab_distance_rounded_polygon_polygon(const double* a, int na, const double* b,
                                                                   int nb);
HITLAB_JUDGE_EXPORT double hitlab_distance_rounded_rect_capsule(const double r[5], const double k[5]);
HITLAB_JUDGE_EXPORT double hitlab_distance_rounded_polygon_capsule(const double* p, int n, const double k[5]);

/* abi 4: the time of impact of a pair in motion over one step: a moves by va and b by vb from t = 0 to
 * t = 1 (no rotation). The pair function's arguments, then va, vb and where to write the time: return 1 with
 * *t the first time in [0, 1] the shapes touch, 0 when they do not touch in the step, negative to decline.
 * Plain shapes only (rects and polygons without a radius). */
HITLAB_JUDGE_EXPORT int hitlab_toi_point_point(const double a[2], const double b[2], const double va[2],
                                               const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_point_segment(const double a[2], const double b[4], const double va[2],
                                                 const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_point_circle(const double a[2], const double b[3], const double va[2],
                                                const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_point_rect(const double a[2], const double b[4], const double va[2],
                                              const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_point_polygon(const double a[2], const double* b, int nb,
                                                 const double va[2], const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_point_capsule(const double a[2], const double b[5], const double va[2],
                                                 const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_segment_segment(const double a[4], const double b[4], const double va[2],
                                                   const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_segment_circle(const double a[4], const double b[3], const double va[2],
                                                  const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_segment_rect(const double a[4], const double b[4], const double va[2],
                                                const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_segment_polygon(const double a[4], const double* b, int nb,
                                                   const double va[2], const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_segment_capsule(const double a[4], const double b[5], const double va[2],
                                                   const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_circle_circle(const double a[3], const double b[3], const double va[2],
                                                 const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_circle_rect(const double a[3], const double b[4], const double va[2],
                                               const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_circle_polygon(const double a[3], const double* b, int nb,
                                                  const double va[2], const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_circle_capsule(const double a[3], const double b[5], const double va[2],
                                                  const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_rect_rect(const double a[4], const double b[4], const double va[2],
                                             const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_rect_polygon(const double a[4], const double* b, int nb,
                                                const double va[2], const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_rect_capsule(const double a[4], const double b[5], const double va[2],
                                                const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_polygon_polygon(const double* a, int na, const double* b, int nb,
                                                   const double va[2], const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_polygon_capsule(const double* a, int na, const double b[5],
                                                   const double va[2], const double vb[2], double* t);
HITLAB_JUDGE_EXPORT int hitlab_toi_capsule_capsule(const double a[5], const double b[5], const double va[2],
                                                   const double vb[2], double* t);

/* abi 5: the same with the contact normal: the time of impact function's arguments, then where to write the
 * normal: return 1 with *t as above and normal the unit contact normal at t, from a towards b (the direction
 * in which b lies from a where they touch); 0 or negative as above. A judge exporting both for a pair type is
 * asked this one. */
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_point_point(const double a[2], const double b[2],
                                                      const double va[2], const double vb[2], double* t,
                                                      double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_point_segment(const double a[2], const double b[4],
                                                        const double va[2], const double vb[2], double* t,
                                                        double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_point_circle(const double a[2], const double b[3],
                                                       const double va[2], const double vb[2], double* t,
                                                       double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_point_rect(const double a[2], const double b[4], const double va[2],
                                                     const double vb[2], double* t, double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_point_polygon(const double a[2], const double* b, int nb,
                                                        const double va[2], const double vb[2], double* t,
                                                        double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_point_capsule(const double a[2], const double b[5],
                                                        const double va[2], const double vb[2], double* t,
                                                        double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_segment_segment(const double a[4], const double b[4],
                                                          const double va[2], const double vb[2], double* t,
                                                          double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_segment_circle(const double a[4], const double b[3],
                                                         const double va[2], const double vb[2], double* t,
                                                         double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_segment_rect(const double a[4], const double b[4],
                                                       const double va[2], const double vb[2], double* t,
                                                       double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_segment_polygon(const double a[4], const double* b, int nb,
                                                          const double va[2], const double vb[2], double* t,
                                                          double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_segment_capsule(const double a[4], const double b[5],
                                                          const double va[2], const double vb[2], double* t,
                                                          double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_circle_circle(const double a[3], const double b[3],
                                                        const double va[2], const double vb[2], double* t,
                                                        double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_circle_rect(const double a[3], const double b[4],
                                                      const double va[2], const double vb[2], double* t,
                                                      double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_circle_polygon(const double a[3], const double* b, int nb,
                                                         const double va[2], const double vb[2], double* t,
                                                         double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_circle_capsule(const double a[3], const double b[5],
                                                         const double va[2], const double vb[2], double* t,
                                                         double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_rect_rect(const double a[4], const double b[4], const double va[2],
                                                    const double vb[2], double* t, double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_rect_polygon(const double a[4], const double* b, int nb,
                                                       const double va[2], const double vb[2], double* t,
                                                       double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_rect_capsule(const double a[4], const double b[5],
                                                       const double va[2], const double vb[2], double* t,
                                                       double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_polygon_polygon(const double* a, int na, const double* b, int nb,
                                                          const double va[2], const double vb[2], double* t,
                                                          double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_polygon_capsule(const double* a, int na, const double b[5],
                                                          const double va[2], const double vb[2], double* t,
                                                          double normal[2]);
HITLAB_JUDGE_EXPORT int hitlab_toi_normal_capsule_capsule(const double a[5], const double b[5],
                                                          const double va[2], const double vb[2], double* t,
                                                          double normal[2]);

/* Optional: the judge's settings, "name=...; touching=strict; float=1". */
HITLAB_JUDGE_EXPORT const char* hitlab_judge_info(void);

#ifdef __cplusplus
}
#endif

#endif /* HITLAB_JUDGE_ABI_H */
