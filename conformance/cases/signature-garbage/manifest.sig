not base64 at all
