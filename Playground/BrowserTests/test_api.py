"""The HTTP interface of the real server, as a client meets it over a socket: every route answers with
its type, refusals are 400 JSON naming the field and the accepted range, a body that is not JSON is
415, an oversized one 413, a method openapi.yaml does not list is 405 with Allow, and no input brings
the server down. (What the answers hold is checked against the model in Swift: PlaygroundKitTests'
DescribeResponseTests and APIDocumentTests.)"""

import http.client
import json
import unittest
from urllib.parse import urlparse

from harness import URL

# PlaygroundLimits.maximumBodySize (the Swift test APIDocumentTests checks openapi.yaml states it).
MAXIMUM_BODY_SIZE = 256 * 1024
JSON_HEADERS = {"Content-Type": "application/json"}


def request(method, path, body=None, headers=None):
    """One request on a new connection: (status, headers as a lower-cased dict, body bytes)."""
    address = urlparse(URL)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=30)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        connection.close()


class StaticFileTests(unittest.TestCase):
    def test_static_files_are_served_with_their_types(self):
        for path, kind in [
            ("/", "text/html"), ("/playground.js", "text/javascript"), ("/input.js", "text/javascript"),
            ("/plot.js", "text/javascript"), ("/settings.js", "text/javascript"), ("/playground.css", "text/css"),
            ("/openapi.yaml", "application/yaml"), ("/wasm.js", "text/javascript"),
            ("/stage.js", "text/javascript"), ("/clock.js", "text/javascript"), ("/designer.js", "text/javascript"),
            ("/compare.js", "text/javascript"), ("/export.js", "text/javascript"), ("/feels.js", "text/javascript"),
            ("/gesture-input.js", "text/javascript"), ("/url-state.js", "text/javascript"),
            ("/plot-handles.js", "text/javascript"), ("/butterfly.wasm", "application/wasm"),
        ]:
            with self.subTest(path=path):
                status, headers, body = request("GET", path)
                self.assertEqual(status, 200)
                self.assertTrue(headers.get("content-type", "").startswith(kind), headers.get("content-type"))
                self.assertGreater(len(body), 0)
        self.assertEqual(request("GET", "/etc/passwd")[0], 404)

    def test_static_files_answer_head_and_revalidate_as_file_middleware_does(self):
        status, headers, body = request("HEAD", "/playground.js")
        self.assertEqual(status, 200)
        self.assertEqual(body, b"")
        self.assertEqual(headers.get("content-type"), "text/javascript; charset=utf-8")
        self.assertEqual(headers.get("cache-control"), "no-cache")
        self.assertIn("last-modified", headers)
        tag = headers["etag"]
        self.assertEqual(request("GET", "/playground.js", headers={"If-None-Match": tag})[0], 304)
        status, _, body = request("HEAD", "/api/settings")
        self.assertEqual((status, body), (200, b""))


class RouteTests(unittest.TestCase):
    def test_settings_answer_a_list_of_named_settings(self):
        status, headers, body = request("GET", "/api/settings")
        self.assertEqual(status, 200)
        self.assertTrue(headers["content-type"].startswith("application/json"))
        names = [entry["name"] for entry in json.loads(body)["settings"]]
        self.assertIn("spinDecelerationDuration", names)
        self.assertEqual(len(names), len(set(names)))

    def test_describe_answers_the_labels_and_the_accessibility_text(self):
        body = b'{"settings": {"language": "de", "title": ""}, "isOn": false}'
        status, _, answer = request("POST", "/api/describe", body, JSON_HEADERS)
        self.assertEqual(status, 200)
        answer = json.loads(answer)
        self.assertEqual(set(answer), {"labels", "accessibility"}, "the tuning file is the module's")
        english = json.loads(request("POST", "/api/describe", b"{}", JSON_HEADERS)[2])
        self.assertNotEqual(answer["labels"]["top"], english["labels"]["top"])
        self.assertEqual(answer["accessibility"]["value"], answer["labels"]["bottom"], "isOn false rests on the bottom face")

    def test_bad_input_is_400_naming_the_field_and_the_accepted_range(self):
        for body, field, accepted in [
            ('{"settings": {"sideLength": -3}}', "settings.sideLength", "a number (pt), finite, > 0"),
            ('{"settings": {"spinDecelerationDuration": 0}}', "settings.spinDecelerationDuration",
             "a number (s), finite, > 0"),
            ('{"isOn": "yes"}', "isOn", "true or false"),
            ('{"extra": true}', "extra", "members settings, isOn"),
            ('{"settings": {"tint": "blue"}}', "settings.tint",
             "an sRGB colour #RRGGBB or #RRGGBBAA (hex digits), or null"),
            ('{"isOn": 1e400}', "body", "a JSON object"),
            ('{"isOn": true,', "body", "a JSON object"),
            ("[1, 2]", "body", "an object"),
            ('{"settings": null}', "settings", "an object of settings"),
            ('{"settings": {"sideLength": -3}, "isOn": 1e400}', "body", "a JSON object"),
            ('{"extra": 1e400}', "body", "a JSON object"),
        ]:
            with self.subTest(body=body):
                status, headers, answer = request("POST", "/api/describe", body.encode(), JSON_HEADERS)
                self.assertEqual(status, 400)
                self.assertTrue(headers["content-type"].startswith("application/json"))
                answer = json.loads(answer)
                self.assertEqual(answer["field"], field)
                self.assertEqual(answer["accepted"], accepted)
                self.assertTrue(answer["error"].startswith(f"{field}: "), answer["error"])

    def test_a_body_that_is_not_json_is_415(self):
        for content_type in [None, "text/plain", "application/json; charset=utf-16", "application/jsonp",
                             "application/x-www-form-urlencoded", "application/json; foo=bar"]:
            with self.subTest(content_type=content_type):
                headers = {"Content-Type": content_type} if content_type else {}
                status, _, answer = request("POST", "/api/describe", b"{}", headers)
                self.assertEqual(status, 415)
                answer = json.loads(answer)
                self.assertEqual(answer["field"], "Content-Type")
                self.assertIn("expected Content-Type application/json (UTF-8)", answer["error"])

    def test_a_json_body_is_read_whatever_the_spelling_of_its_type(self):
        for content_type in ["application/json", "Application/JSON", "application/json; charset=utf-8",
                             'application/json;charset="UTF-8"']:
            with self.subTest(content_type=content_type):
                self.assertEqual(request("POST", "/api/describe", b"{}", {"Content-Type": content_type})[0], 200)

    def test_an_oversized_body_is_413(self):
        body = b'{"isOn": true}' + b" " * MAXIMUM_BODY_SIZE
        status, _, answer = request("POST", "/api/describe", body, JSON_HEADERS)
        self.assertEqual(status, 413)
        self.assertEqual(json.loads(answer)["field"], "body")

    def test_hostile_bodies_are_refused_and_the_server_goes_on(self):
        deep = "[" * 100_000 + "]" * 100_000
        for body in [deep, '{"settings": ' + deep + "}", "\0" * 100, "", "null"]:
            with self.subTest(body=body[:20]):
                self.assertIn(request("POST", "/api/describe", body.encode(), JSON_HEADERS)[0], (400, 413))
        self.assertEqual(request("GET", "/api/settings")[0], 200)


class MethodTests(unittest.TestCase):
    def test_an_undeclared_method_is_405_with_allow(self):
        for path, method, allow in [
            ("/", "POST", "GET, HEAD"), ("/openapi.yaml", "DELETE", "GET, HEAD"), ("/api/settings", "PUT", "GET, HEAD"),
            ("/api/describe", "GET", "POST"), ("/api/describe", "PATCH", "POST"), ("/api/describe", "OPTIONS", "POST"),
        ]:
            with self.subTest(path=path, method=method):
                status, headers, answer = request(method, path)
                self.assertEqual(status, 405)
                self.assertEqual(headers.get("allow"), allow)
                self.assertEqual(json.loads(answer)["field"], "method")

    def test_an_unserved_path_is_still_404(self):
        self.assertEqual(request("DELETE", "/api/nothing")[0], 404)


if __name__ == "__main__":
    unittest.main(verbosity=2)
