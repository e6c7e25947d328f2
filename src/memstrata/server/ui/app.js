// The memstrata inspector: reads one user's memory through the REST API with the key typed
// into the page. The key lives in this closure only (no cookie, no storage). Every text from
// the server is inserted with textContent, never as HTML.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  let key = "";

  function el(tag, text, cls) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (cls) node.className = cls;
    return node;
  }

  async function api(method, path, body) {
    const init = { method, headers: { Authorization: "Bearer " + key } };
    if (body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    const res = await fetch(path, init);
    const data = await res.json().catch(() => ({}));
    if (!res.ok) {
      const err = (data && data.error) || {};
      throw new Error(res.status + " " + (err.type || "") + ": " + (err.message || res.statusText));
    }
    return data;
  }

  function status(text, isError) {
    $("status").textContent = text;
    $("status").className = isError ? "error" : "";
  }

  function user() { return $("user").value.trim(); }

  function asOf() {
    const v = $("asof").value;
    return v ? v : null;
  }

  function query(params) {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== "") q.set(k, v);
    return q.toString();
  }

  async function loadTimeline() {
    const list = $("timeline");
    list.replaceChildren();
    let cursor = null, total = 0;
    do {
      const page = await api("GET", "/v1/memories?" + query({ user_id: user(), as_of: asOf(), cursor,
        include_deleted: $("deleted").checked ? "true" : null, limit: 500 }));
      total = page.total;
      for (const r of page.results) {
        const item = el("li", null, "memory role-" + r.role);
        item.dataset.id = r.id;
        item.append(el("time", r.time.slice(0, 19).replace("T", " ")), el("span", r.role, "role"),
          el("span", r.kind, "kind"), el("span", r.view, "view"));
        item.addEventListener("click", () => showMemory(r.id));
        list.append(item);
      }
      cursor = page.next_cursor;
    } while (cursor);
    $("count").textContent = "(" + total + (asOf() ? ", as of " + asOf() : "") + ")";
  }

  function table(rows, columns) {
    const t = el("table");
    const head = el("tr");
    for (const c of columns) head.append(el("th", c));
    t.append(head);
    for (const row of rows) {
      const tr = el("tr");
      for (const c of columns) tr.append(el("td", row[c] === undefined ? "" : row[c]));
      t.append(tr);
    }
    return t;
  }

  async function showMemory(id) {
    const box = $("detail");
    box.replaceChildren(el("p", "loading " + id));
    try {
      const scope = "?" + query({ user_id: user() });
      const enc = encodeURIComponent(id);
      const [record, hist, prov] = await Promise.all([
        api("GET", "/v1/memories/" + enc + scope),
        api("GET", "/v1/memories/" + enc + "/history" + scope),
        api("GET", "/v1/memories/" + enc + "/provenance" + scope),
      ]);
      box.replaceChildren();
      box.append(el("h3", record.view, "current"),
        el("p", "id " + record.id + " · " + record.kind + " · " + record.role + " · version " + record.version +
          " · said " + record.time + " · stored " + record.recorded_at, "meta"));
      if (record.text !== record.view) box.append(el("p", "atomic text: " + record.text, "atom"));
      box.append(el("h4", "Versions and audit (" + hist.results.length + ")"));
      box.append(table(hist.results.map((e) => ({
        seq: e.seq, action: e.action, by: e.actor, time: e.time, role: (e.snapshot || {}).role || "",
        text: (e.snapshot || {}).view || "", details: JSON.stringify(e.details || {}),
      })), ["seq", "action", "by", "time", "role", "text", "details"]));
      box.append(el("h4", "Relations (" + prov.edges.length + ")"));
      box.append(table(prov.edges.map((e) => ({
        from: e.src, type: e.type, to: e.dst, created: e.created_at, attrs: JSON.stringify(e.attrs || {}),
      })), ["from", "type", "to", "created", "attrs"]));
      const members = ((record.attrs || {}).members || []);
      if (members.length) box.append(el("p", "members: " + members.join(", "), "meta"));
      box.append(el("h4", "Provenance turns (" + prov.turns.length + ")"));
      box.append(table(prov.turns.map((t) => ({ id: t.id, speaker: t.speaker, time: t.time, text: t.text })),
        ["id", "speaker", "time", "text"]));
      box.append(el("h4", "Attributes"), el("pre", JSON.stringify(record.attrs, null, 2)));
    } catch (err) {
      box.replaceChildren(el("p", String(err.message), "error"));
    }
  }

  async function search(event) {
    event.preventDefault();
    const q = $("query").value.trim();
    if (!q) return;
    try {
      const body = { query: q, user_id: user() || null, budget_tokens: Number($("budget").value) || 256 };
      const ctx = await api("POST", "/v1/memories/context", body);
      $("context").textContent = ctx.text + "\n\n-- " + ctx.tokens + "/" + ctx.budget + " tokens, " +
        ctx.units.length + " memories";
      const found = await api("POST", "/v1/memories/search", { query: q, user_id: user() || null, limit: 10 });
      const list = $("results");
      list.replaceChildren();
      for (const r of found.results) {
        const item = el("li", null, "memory");
        item.append(el("span", r.score.toFixed(3), "score"), el("span", r.view, "view"));
        item.addEventListener("click", () => showMemory(r.id));
        list.append(item);
      }
    } catch (err) {
      status(err.message, true);
    }
  }

  $("connect").addEventListener("submit", async (event) => {
    event.preventDefault();
    const typed = $("key").value.trim();
    if (typed) key = typed;  // a new key replaces the one held; an empty field keeps it
    $("key").value = "";  // kept in this closure only
    $("key").placeholder = key ? "key set (" + key.slice(0, 16) + "...)" : "msk_...";
    try {
      status("loading...");
      await loadTimeline();
      status("");
    } catch (err) {
      status(err.message, true);
    }
  });
  $("search").addEventListener("submit", search);
})();
