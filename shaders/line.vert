// One quad per thick line (a capsule), expanded around the segment by its half width plus one
// pixel of antialiasing margin. Pixel coordinates, y down.
layout(location = 0) in vec2 aCorner;   // (-1..1, -1..1)
layout(location = 1) in vec4 aEnds;     // p0.xy, p1.xy
layout(location = 2) in vec2 aStyle;    // half width, dash period (0: solid)
layout(location = 3) in vec4 aColor;
uniform vec2 uViewport;
out vec2 vPixel;
flat out vec4 vEnds;
flat out vec2 vStyle;
flat out vec4 vColor;
void main() {
  vec2 p0 = aEnds.xy, p1 = aEnds.zw;
  vec2 d = p1 - p0;
  float len = length(d);
  vec2 u = len > 0.0 ? d / len : vec2(1.0, 0.0);
  vec2 n = vec2(-u.y, u.x);
  float r = aStyle.x + 1.5;
  vec2 mid = 0.5 * (p0 + p1);
  vec2 p = mid + u * aCorner.x * (0.5 * len + r) + n * aCorner.y * r;
  vPixel = p;
  vEnds = aEnds;
  vStyle = aStyle;
  vColor = aColor;
  gl_Position = vec4(p.x / uViewport.x * 2.0 - 1.0, 1.0 - p.y / uViewport.y * 2.0, 0.0, 1.0);
}
