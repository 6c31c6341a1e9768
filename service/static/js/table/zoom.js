// Zooming and panning the board: the board (#board) is drawn at `zoom` times the width of
// its frame (#board-view), which scrolls. Buttons (−, +, Fit), Ctrl + wheel (a touchpad's
// pinch arrives as one too), a two-finger pinch (pointer events) zoom around the point under
// the pointer; dragging a zoomed board with the mouse, or one finger, pans it. A drag never
// plays the place where it ended: the click that follows a drag is swallowed.
import { $, app } from "./state.js";

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
const STEP = 1.25;
const DRAG = 6; // pixels a pointer moves before a press becomes a drag

const pointers = new Map(); // pointerId -> {x, y}
let pinch = null; // {dist, zoom} at the start of a two-finger pinch
let drag = null; // {x, y, left, top, moved}
let swallowClick = false;

const clamp = (z) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));

/** Zoom to `z`, keeping the board point under (`cx`, `cy`) (client coordinates; default
 *  the frame's centre) where it is. */
export function setZoom(z, cx = null, cy = null) {
  const view = $("board-view");
  const board = app.board;
  const next = clamp(Math.round(z * 100) / 100);
  const prev = app.zoom || 1;
  const r = view.getBoundingClientRect();
  // Without a pointer: the centre of the part of the frame that is on the screen.
  const top = Math.max(r.top, 0);
  const bottom = Math.min(r.bottom, window.innerHeight);
  const px = (cx === null ? r.width / 2 : cx - r.left);
  const py = (cy === null ? (bottom > top ? (top + bottom) / 2 : r.top + r.height / 2) - r.top : cy - r.top);
  const bx = view.scrollLeft + px;
  const by = view.scrollTop + py;
  const h0 = board.offsetHeight || 1;
  app.zoom = next;
  board.style.width = next === 1 ? "" : `${next * 100}%`;
  view.dataset.zoomed = String(next > 1);
  const k = board.offsetHeight / h0;
  view.scrollLeft = bx * (next / prev) - px;
  view.scrollTop = by * k - py;
  const level = $("zoom-level");
  level.textContent = `${Math.round(next * 100)}%`;
  $("zoom-out").disabled = next <= MIN_ZOOM;
  $("zoom-in").disabled = next >= MAX_ZOOM;
  $("zoom-fit").disabled = next === 1;
  app.root.dataset.zoom = String(next);
}

function onWheel(ev) {
  if (!ev.ctrlKey && !ev.metaKey) return; // a plain wheel scrolls the page (or the zoomed board)
  ev.preventDefault();
  const factor = Math.exp(-ev.deltaY * (ev.deltaMode === 1 ? 0.05 : 0.002));
  setZoom((app.zoom || 1) * factor, ev.clientX, ev.clientY);
}

function onDown(ev) {
  pointers.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
  if (pointers.size === 2) {
    const [a, b] = [...pointers.values()];
    pinch = { dist: Math.hypot(a.x - b.x, a.y - b.y) || 1, zoom: app.zoom || 1 };
    drag = null;
    return;
  }
  if (pointers.size === 1 && (app.zoom || 1) > 1 && (ev.pointerType !== "mouse" || ev.button === 0)) {
    const view = $("board-view");
    drag = { x: ev.clientX, y: ev.clientY, left: view.scrollLeft, top: view.scrollTop, moved: false };
  }
}

function onMove(ev) {
  if (!pointers.has(ev.pointerId)) return;
  pointers.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
  if (pinch && pointers.size >= 2) {
    const [a, b] = [...pointers.values()];
    const dist = Math.hypot(a.x - b.x, a.y - b.y) || 1;
    setZoom(pinch.zoom * (dist / pinch.dist), (a.x + b.x) / 2, (a.y + b.y) / 2);
    ev.preventDefault();
    return;
  }
  if (drag) {
    const dx = ev.clientX - drag.x;
    const dy = ev.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG) return;
    if (!drag.moved) {
      drag.moved = true;
      $("board-view").setPointerCapture?.(ev.pointerId);
    }
    const view = $("board-view");
    view.scrollLeft = drag.left - dx;
    view.scrollTop = drag.top - dy;
    ev.preventDefault();
  }
}

function onUp(ev) {
  pointers.delete(ev.pointerId);
  if (pointers.size < 2) pinch = null;
  if (drag && drag.moved) swallowClick = true;
  if (!pointers.size) drag = null;
}

export function wireZoom() {
  const view = $("board-view");
  app.zoom = 1;
  $("zoom-in").addEventListener("click", () => setZoom((app.zoom || 1) * STEP));
  $("zoom-out").addEventListener("click", () => setZoom((app.zoom || 1) / STEP));
  $("zoom-fit").addEventListener("click", () => setZoom(1));
  view.addEventListener("wheel", onWheel, { passive: false });
  view.addEventListener("pointerdown", onDown);
  view.addEventListener("pointermove", onMove, { passive: false });
  view.addEventListener("pointerup", onUp);
  view.addEventListener("pointercancel", onUp);
  // The click that ends a drag (or a pinch) is not a choice.
  view.addEventListener("click", (ev) => {
    if (!swallowClick) return;
    swallowClick = false;
    ev.stopPropagation();
    ev.preventDefault();
  }, true);
  view.addEventListener("pointerdown", () => { swallowClick = false; }, true);
  setZoom(1);
}
