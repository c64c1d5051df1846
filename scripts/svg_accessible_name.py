#!/usr/bin/env python3
"""Prints the accessible name and description Chromium gives SVG files.

A verification tool for `chart-describe alt-text`, never used at run time or in CI. It opens
each SVG in headless Chromium (Debian package `chromium`) and reads the browser's
accessibility tree through the DevTools protocol over a pipe (--remote-debugging-pipe), so it
needs nothing beyond Python's standard library.

    python3 scripts/svg_accessible_name.py written.svg [more.svg …]

For each file it prints the root node's role, name and description, as a screen reader would
get them from Chromium.
"""
import json
import os
import pathlib
import subprocess
import sys
import time

# Debian installs the browser here; its /usr/bin/chromium wrapper script is not used, so
# that the pipe file descriptors 3 and 4 reach the browser as they are.
CHROMIUM = "/usr/lib/chromium/chromium" if os.path.exists("/usr/lib/chromium/chromium") else "chromium"


class Browser:
    def __init__(self):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        os.set_inheritable(to_browser_read, True)
        os.set_inheritable(from_browser_write, True)

        def map_fds():
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        self.process = subprocess.Popen(
            [CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu",
             "--remote-debugging-pipe", "--force-renderer-accessibility", "about:blank"],
            preexec_fn=map_fds, close_fds=False,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]

    def receive(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_browser, 65536)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def close(self):
        self.process.terminate()
        self.process.wait()


def describe(browser, path):
    url = pathlib.Path(path).resolve().as_uri()
    target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.send(
        "Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    browser.send("Page.enable", session=session)
    browser.send("Accessibility.enable", session=session)
    browser.send("Page.navigate", {"url": url}, session=session)
    time.sleep(1.0)
    nodes = browser.send("Accessibility.getFullAXTree", session=session)["nodes"]
    browser.send("Target.closeTarget", {"targetId": target})

    def value(node, key):
        return (node.get(key) or {}).get("value", "")

    for node in nodes:
        if node.get("ignored"):
            continue
        role = value(node, "role")
        if role in ("image", "img", "graphics-document", "SvgRoot", "svg"):
            return role, value(node, "name"), value(node, "description")
    return "none", "", ""


def main(paths):
    browser = Browser()
    try:
        for path in paths:
            role, name, description = describe(browser, path)
            print(f"{path}:")
            print(f"  role: {role}")
            print(f"  name: {name}")
            print(f"  description: {description}")
    finally:
        browser.close()


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: svg_accessible_name.py <file.svg>…")
    main(sys.argv[1:])
