package toolshub.storagerules;

import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.protobuf.ByteString;
import com.google.protobuf.NullValue;
import com.google.protobuf.util.Timestamps;
import com.google.type.LatLng;
import java.text.ParseException;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * Converts Firestore REST JSON (what firebase-tools fetches from the Firestore emulator:
 * {@code {"name": ..., "fields": {...}}}) into rules expression values.
 */
final class FirestoreValues {
  private FirestoreValues() {}

  static final ExpressionValue NULL =
      ExpressionValue.newBuilder().setNullValue(NullValue.NULL_VALUE).build();

  static ExpressionValue bool(boolean b) {
    return ExpressionValue.newBuilder().setBoolValue(b).build();
  }

  static ExpressionValue string(String s) {
    return ExpressionValue.newBuilder().setStringValue(s).build();
  }

  static ExpressionPathValue path(List<String> segments) {
    ExpressionPathValue.Builder path = ExpressionPathValue.newBuilder();
    for (String segment : segments) {
      path.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
    }
    return path.build();
  }

  static ExpressionPathValue path(String slashSeparated) {
    java.util.ArrayList<String> segments = new java.util.ArrayList<>();
    for (String segment : slashSeparated.split("/")) {
      if (!segment.isEmpty()) {
        segments.add(segment);
      }
    }
    return path(segments);
  }

  /**
   * The value {@code firestore.get()} yields: a map with {@code data}, {@code id} and
   * {@code __name__}, like a Firestore rules resource.
   */
  static ExpressionValue document(JsonObject doc, List<String> requestedSegments) {
    ExpressionMapValue.Builder data = ExpressionMapValue.newBuilder();
    JsonElement fields = doc.get("fields");
    if (fields != null && fields.isJsonObject()) {
      for (Map.Entry<String, JsonElement> e : fields.getAsJsonObject().entrySet()) {
        data.putFields(e.getKey(), value(e.getValue()));
      }
    }
    String id = requestedSegments.isEmpty() ? "" : requestedSegments.get(requestedSegments.size() - 1);
    return ExpressionValue.newBuilder()
        .setMapValue(
            ExpressionMapValue.newBuilder()
                .putFields("data", ExpressionValue.newBuilder().setMapValue(data).build())
                .putFields("id", string(id))
                .putFields(
                    "__name__", ExpressionValue.newBuilder().setPathValue(path(requestedSegments)).build()))
        .build();
  }

  /** One Firestore REST {@code Value} ({@code {"stringValue": "x"}} and friends). */
  static ExpressionValue value(JsonElement element) {
    if (element == null || !element.isJsonObject()) {
      return NULL;
    }
    JsonObject v = element.getAsJsonObject();
    ExpressionValue.Builder out = ExpressionValue.newBuilder();
    if (v.has("nullValue")) {
      return NULL;
    } else if (v.has("booleanValue")) {
      return out.setBoolValue(v.get("booleanValue").getAsBoolean()).build();
    } else if (v.has("integerValue")) {
      return out.setIntValue(Long.parseLong(v.get("integerValue").getAsString())).build();
    } else if (v.has("doubleValue")) {
      return out.setFloatValue(parseDouble(v.get("doubleValue").getAsString())).build();
    } else if (v.has("stringValue")) {
      return out.setStringValue(v.get("stringValue").getAsString()).build();
    } else if (v.has("timestampValue")) {
      try {
        return out.setTimestampValue(Timestamps.parse(v.get("timestampValue").getAsString())).build();
      } catch (ParseException e) {
        return NULL;
      }
    } else if (v.has("bytesValue")) {
      return out.setBytesValue(
              ByteString.copyFrom(Base64.getDecoder().decode(v.get("bytesValue").getAsString())))
          .build();
    } else if (v.has("referenceValue")) {
      // "projects/p/databases/(default)/documents/a/b" -> path /databases/(default)/documents/a/b
      String ref = v.get("referenceValue").getAsString();
      int at = ref.indexOf("/databases/");
      return out.setPathValue(path(at >= 0 ? ref.substring(at) : ref)).build();
    } else if (v.has("geoPointValue")) {
      JsonObject g = v.getAsJsonObject("geoPointValue");
      double lat = g.has("latitude") ? g.get("latitude").getAsDouble() : 0;
      double lng = g.has("longitude") ? g.get("longitude").getAsDouble() : 0;
      return out.setLatlngValue(LatLng.newBuilder().setLatitude(lat).setLongitude(lng)).build();
    } else if (v.has("arrayValue")) {
      ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
      JsonObject array = v.getAsJsonObject("arrayValue");
      if (array.has("values")) {
        for (JsonElement item : array.getAsJsonArray("values")) {
          list.addValues(value(item));
        }
      }
      return out.setListValue(list).build();
    } else if (v.has("mapValue")) {
      ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
      JsonObject m = v.getAsJsonObject("mapValue");
      if (m.has("fields")) {
        for (Map.Entry<String, JsonElement> e : m.getAsJsonObject("fields").entrySet()) {
          map.putFields(e.getKey(), value(e.getValue()));
        }
      }
      return out.setMapValue(map).build();
    }
    return NULL;
  }

  private static double parseDouble(String s) {
    switch (s) {
      case "NaN":
        return Double.NaN;
      case "Infinity":
        return Double.POSITIVE_INFINITY;
      case "-Infinity":
        return Double.NEGATIVE_INFINITY;
      default:
        return Double.parseDouble(s);
    }
  }
}
