// One instanced quad per disk or ring, sized to the radius plus the stroke and an antialiasing margin.
layout(location = 0) in vec2 aCorner;
layout(location = 1) in vec4 aShape;    // center.xy, radius, stroke half width (pixels)
layout(location = 2) in vec4 aFill;
layout(location = 3) in vec4 aStroke;
uniform vec2 uViewport;
out vec2 vPixel;
flat out vec4 vShape;
flat out vec4 vFill;
flat out vec4 vStroke;
void main() {
  float extent = aShape.z + aShape.w + 1.5;
  vec2 p = aShape.xy + aCorner * extent;
  vPixel = p;
  vShape = aShape;
  vFill = aFill;
  vStroke = aStroke;
  gl_Position = vec4(p.x / uViewport.x * 2.0 - 1.0, 1.0 - p.y / uViewport.y * 2.0, 0.0, 1.0);
}
