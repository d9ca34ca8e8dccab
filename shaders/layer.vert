// One triangle over the whole viewport, made from gl_VertexID alone (no buffer): it copies the still-dot
// layer.
void main() {
  vec2 p = vec2(gl_VertexID == 1 ? 3.0 : -1.0, gl_VertexID == 2 ? 3.0 : -1.0);
  gl_Position = vec4(p, 0.0, 1.0);
}
