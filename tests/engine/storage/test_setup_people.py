"""The hot-seat names in a stored session's window settings: kept when they are a short list
of short names, the whole setup refused (and rebuilt by the window) otherwise."""

from __future__ import annotations

import pytest

from engine.core.errors import StorageError
from engine.storage.codec import setup_from_json


def test_people_are_kept_as_a_list_of_names() -> None:
    assert setup_from_json({"people": ["Bruno", "Chloé"]})["people"] == ["Bruno", "Chloé"]


@pytest.mark.parametrize("people", ["Bruno", [1, 2], ["x" * 201], ["n"] * 10, {"a": 1}])
def test_people_of_the_wrong_form_are_refused(people: object) -> None:
    with pytest.raises(StorageError) as caught:
        setup_from_json({"people": people})
    assert "people" in str(caught.value)
