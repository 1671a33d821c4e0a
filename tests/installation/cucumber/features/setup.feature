Feature: Serenity/JS set-up

  Scenario: An actor performs a simple check
    Then Alice can perform a simple check
