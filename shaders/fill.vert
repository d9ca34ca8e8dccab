// Filled triangles in framebuffer pixels (y down), translucent fills of polygons and rects.
layout(location = 0) in vec2 aPixel;
layout(location = 1) in vec4 aColor;
uniform vec2 uViewport;
out vec4 vColor;
void main() {
  vec2 ndc = vec2(aPixel.x / uViewport.x * 2.0 - 1.0, 1.0 - aPixel.y / uViewport.y * 2.0);
  gl_Position = vec4(ndc, 0.0, 1.0);
  vColor = aColor;
}
