// One point sprite per dot (a tiny shape drawn as its tint): one vertex instead of an instanced quad's six.
layout(location = 0) in vec4 aDot;  // center.xy, radius (pixels), unused
layout(location = 1) in vec4 aFill;
layout(location = 2) in vec4 aStroke;
uniform vec2 uViewport;
flat out vec4 vFill;
flat out vec4 vStroke;
flat out float vRadius;
void main() {
  vFill = aFill;
  vStroke = aStroke;
  vRadius = aDot.z;
  gl_PointSize = 2.0 * aDot.z + 3.0;
  gl_Position = vec4(aDot.x / uViewport.x * 2.0 - 1.0, 1.0 - aDot.y / uViewport.y * 2.0, 0.0, 1.0);
}
