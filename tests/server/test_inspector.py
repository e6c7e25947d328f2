"""The memory inspector (``/ui``) in headless Chromium (Debian's ``chromium`` and
``chromedriver``, driven by selenium): the page loads, a user's timeline shows the current
value, a memory's history shows both versions, the as-of view shows the older one, and search
shows the context an answer model gets. ``MEMSTRATA_SCREENSHOTS=DIR`` keeps the screenshots
(the README's come from there)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

CHROMEDRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(CHROMEDRIVER is None and not os.environ.get("CI"),
                                reason="needs Debian's chromium and chromium-driver (.ci/run installs them)")


@pytest.fixture(scope="module")
def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1500,900",
                 "--disable-gpu"):
        options.add_argument(flag)
    if shutil.which("chromium"):
        options.binary_location = shutil.which("chromium")
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    try:
        yield driver
    finally:
        driver.quit()


def shot(driver, name: str) -> None:
    folder = os.environ.get("MEMSTRATA_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(Path(folder) / f"{name}.png"))


def test_timeline_history_as_of_and_search(sqlite_server, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as ec
    from selenium.webdriver.support.ui import WebDriverWait

    with sqlite_server.client("rw") as c:
        rid = c.post("/v1/memories", json={"observations": ["Ivo lives in Lyon."], "user_id": "ivo",
                                           "time": "2024-01-10T09:00:00"}).json()["results"][0]["id"]
        c.post("/v1/memories", json={"messages": [{"role": "user", "content": "I started learning the banjo."}],
                                     "user_id": "ivo", "time": "2024-02-01T09:00:00"})
        c.put(f"/v1/memories/{rid}", json={"text": "Ivo lives in Nantes.", "user_id": "ivo",
                                           "time": "2024-06-01T09:00:00"})
    wait = WebDriverWait(browser, 20)
    browser.get(sqlite_server.url + "/ui")
    assert browser.title == "memstrata inspector"
    browser.find_element(By.ID, "key").send_keys(sqlite_server.keys["ro"])
    browser.find_element(By.ID, "user").send_keys("ivo")
    browser.find_element(By.ID, "load").click()
    wait.until(ec.text_to_be_present_in_element((By.ID, "timeline"), "Nantes"))
    timeline = browser.find_element(By.ID, "timeline").text
    assert "Lyon" not in timeline and "banjo" in timeline
    assert browser.find_element(By.ID, "key").get_attribute("value") == ""  # not left in the form
    assert browser.get_cookies() == []
    browser.find_element(By.CSS_SELECTOR, f"li[data-id='{rid}']").click()
    wait.until(ec.text_to_be_present_in_element((By.ID, "detail"), "Versions and audit"))
    detail = browser.find_element(By.ID, "detail").text
    assert "Ivo lives in Lyon." in detail and "Ivo lives in Nantes." in detail  # both versions in the history
    shot(browser, "inspector-memory")
    browser.execute_script("document.getElementById('asof').value = '2024-03-01T00:00:00'")
    browser.find_element(By.ID, "load").click()
    wait.until(ec.text_to_be_present_in_element((By.ID, "count"), "as of"))
    wait.until(ec.text_to_be_present_in_element((By.ID, "timeline"), "Lyon"))
    assert "Nantes" not in browser.find_element(By.ID, "timeline").text
    shot(browser, "inspector-as-of")
    browser.find_element(By.ID, "query").send_keys("What instrument is Ivo learning?")
    browser.find_element(By.CSS_SELECTOR, "#search button").click()
    wait.until(ec.text_to_be_present_in_element((By.ID, "context"), "banjo"))
    assert "tokens" in browser.find_element(By.ID, "context").text
    shot(browser, "inspector-search")


def test_the_page_has_a_strict_policy_and_no_cors(sqlite_server):
    with sqlite_server.client() as c:
        page = c.get("/ui", headers={"Origin": "http://evil.example"})
        script = c.get("/ui/app.js")
        api = c.post("/v1/memories/search", json={"query": "x", "user_id": "ivo"},
                     headers={"Origin": "http://evil.example", "Authorization": f"Bearer {sqlite_server.keys['ro']}"})
    assert page.status_code == 200 and "default-src 'self'" in page.headers["content-security-policy"]
    assert script.headers["content-type"].startswith("text/javascript") and "innerHTML" not in script.text
    assert "access-control-allow-origin" not in {k.lower() for k in [*page.headers, *api.headers]}


def test_a_hostile_memory_text_is_shown_as_text(sqlite_server, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as ec
    from selenium.webdriver.support.ui import WebDriverWait

    payload = '<img src=x onerror="document.title=\'pwned\'"><script>document.title="pwned"</script>'
    with sqlite_server.client("rw") as c:
        c.post("/v1/memories", json={"observations": [payload], "user_id": "mal"})
    browser.get(sqlite_server.url + "/ui")
    browser.find_element(By.ID, "key").send_keys(sqlite_server.keys["ro"])
    browser.find_element(By.ID, "user").send_keys("mal")
    browser.find_element(By.ID, "load").click()
    WebDriverWait(browser, 20).until(ec.text_to_be_present_in_element((By.ID, "timeline"), "<img"))
    assert browser.title == "memstrata inspector"
    assert browser.find_elements(By.CSS_SELECTOR, "#timeline img") == []
